import { describe, it } from 'vitest';
import { expectPolicyTable } from '../../../test/policy-table';
import { fieldPolicy, keywordPolicy } from './fields.policy';

/*
 * Document fields (owner-managers) and their keywords (keywords.manage); default ones are never
 * deleted. Columns: the policy's actions; y allowed, - refused (test/policy-table.ts).
 */

describe('fieldPolicy', () => {
  it('a field', () => {
    expectPolicyTable(
      fieldPolicy,
      { kind: 'field', id: 101, isDefault: false },
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

  it('a built-in field', () => {
    expectPolicyTable(
      fieldPolicy,
      { kind: 'field', id: 2, isDefault: true },
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

describe('keywordPolicy', () => {
  it('a keyword of a field', () => {
    expectPolicyTable(
      keywordPolicy,
      { kind: 'keyword', fieldIsDefault: false },
      `
                        list update delete
      super             y    y      y
      ownerManager      y    y      y
      globalOwner       y    y      y
      manager           -    -      -
      editor            y    y      y
      employee          -    -      -
      clientManager     -    -      -
      clientEmployee    -    -      -
      subManager        -    -      -
      subEmployee       -    -      -
      noCompany         -    -      -
      condoAdmin        -    -      -
      condoStakeholder  -    -      -
      aptOwner          -    -      -
      aptTenant         -    -      -
    `,
    );
  });

  it('a keyword of a built-in field', () => {
    expectPolicyTable(
      keywordPolicy,
      { kind: 'keyword', fieldIsDefault: true },
      `
                        list update delete
      super             y    y      -
      ownerManager      y    y      -
      globalOwner       y    y      -
      manager           -    -      -
      editor            y    y      -
      employee          -    -      -
      clientManager     -    -      -
      clientEmployee    -    -      -
      subManager        -    -      -
      subEmployee       -    -      -
      noCompany         -    -      -
      condoAdmin        -    -      -
      condoStakeholder  -    -      -
      aptOwner          -    -      -
      aptTenant         -    -      -
    `,
    );
  });
});
