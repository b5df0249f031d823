import { describe, it } from 'vitest';
import { expectPolicyTable } from '../../../test/policy-table';
import { documentTypePolicy, documentTypesPolicy } from './document-types.policy';

/*
 * Document types and their fields: owner-managers keep them; the default type is never deleted.
 * Columns: the policy's actions; y allowed, - refused (test/policy-table.ts).
 */

describe('documentTypesPolicy', () => {
  it('the types', () => {
    expectPolicyTable(
      documentTypesPolicy,
      { kind: 'documentTypes' },
      `
                        create manageFields list
      super             y      y            y
      ownerManager      y      y            y
      globalOwner       -      -            y
      manager           -      -            y
      editor            -      -            y
      employee          -      -            y
      clientManager     -      -            y
      clientEmployee    -      -            y
      subManager        -      -            y
      subEmployee       -      -            y
      noCompany         -      -            -
      condoAdmin        -      -            -
      condoStakeholder  -      -            -
      aptOwner          -      -            -
      aptTenant         -      -            -
    `,
    );
  });
});

describe('documentTypePolicy', () => {
  it('a type', () => {
    expectPolicyTable(
      documentTypePolicy,
      { kind: 'documentType', id: 2, isDefault: false },
      `
                        update delete
      super             y      y
      ownerManager      y      y
      globalOwner       -      -
      manager           -      -
      editor            -      -
      employee          -      -
      clientManager     -      -
      clientEmployee    -      -
      subManager        -      -
      subEmployee       -      -
      noCompany         -      -
      condoAdmin        -      -
      condoStakeholder  -      -
      aptOwner          -      -
      aptTenant         -      -
    `,
    );
  });

  it('the default type', () => {
    expectPolicyTable(
      documentTypePolicy,
      { kind: 'documentType', id: 1, isDefault: true },
      `
                        update delete
      super             y      -
      ownerManager      y      -
      globalOwner       -      -
      manager           -      -
      editor            -      -
      employee          -      -
      clientManager     -      -
      clientEmployee    -      -
      subManager        -      -
      subEmployee       -      -
      noCompany         -      -
      condoAdmin        -      -
      condoStakeholder  -      -
      aptOwner          -      -
      aptTenant         -      -
    `,
    );
  });
});
