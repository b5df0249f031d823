import { describe, it } from 'vitest';
import { expectPolicyTable } from '../../../test/policy-table';
import { contentPermissionsPolicy, rolePermissionsPolicy } from './permissions.policy';

/*
 * The permission matrix and content permissions (grants): owner-managers, and the owner side for
 * projects. Columns: the policy's actions; y allowed, - refused (test/policy-table.ts).
 */

describe('rolePermissionsPolicy', () => {
  it('the matrix', () => {
    expectPolicyTable(
      rolePermissionsPolicy,
      { kind: 'rolePermissions' },
      `
                        view update
      super             y    y
      ownerManager      y    y
      globalOwner       -    -
      manager           -    -
      editor            -    -
      employee          -    -
      clientManager     -    -
      clientEmployee    -    -
      subManager        -    -
      subEmployee       -    -
      noCompany         -    -
      condoAdmin        -    -
      condoStakeholder  -    -
      aptOwner          -    -
      aptTenant         -    -
    `,
    );
  });
});

describe('contentPermissionsPolicy', () => {
  it('every grant (no content named)', () => {
    expectPolicyTable(
      contentPermissionsPolicy,
      { kind: 'contentPermissions', contentType: null },
      `
                        list grant revokeAny
      super             y    -     y
      ownerManager      y    -     y
      globalOwner       -    -     -
      manager           -    -     -
      editor            -    -     -
      employee          -    -     -
      clientManager     -    -     -
      clientEmployee    -    -     -
      subManager        -    -     -
      subEmployee       -    -     -
      noCompany         -    -     -
      condoAdmin        -    -     -
      condoStakeholder  -    -     -
      aptOwner          -    -     -
      aptTenant         -    -     -
    `,
    );
  });

  it("a project's grants", () => {
    expectPolicyTable(
      contentPermissionsPolicy,
      { kind: 'contentPermissions', contentType: 'Project' },
      `
                        list grant revokeAny
      super             y    y     y
      ownerManager      y    y     y
      globalOwner       y    y     -
      manager           y    y     -
      editor            -    -     -
      employee          -    -     -
      clientManager     -    -     -
      clientEmployee    -    -     -
      subManager        -    -     -
      subEmployee       -    -     -
      noCompany         -    -     -
      condoAdmin        -    -     -
      condoStakeholder  -    -     -
      aptOwner          -    -     -
      aptTenant         -    -     -
    `,
    );
  });

  it("a folder's grants", () => {
    expectPolicyTable(
      contentPermissionsPolicy,
      { kind: 'contentPermissions', contentType: 'Folder' },
      `
                        list grant revokeAny
      super             y    y     y
      ownerManager      y    y     y
      globalOwner       y    y     -
      manager           y    y     -
      editor            -    -     -
      employee          -    -     -
      clientManager     -    -     -
      clientEmployee    -    -     -
      subManager        -    -     -
      subEmployee       -    -     -
      noCompany         -    -     -
      condoAdmin        -    -     -
      condoStakeholder  -    -     -
      aptOwner          -    -     -
      aptTenant         -    -     -
    `,
    );
  });

  it("a default folder's grants", () => {
    expectPolicyTable(
      contentPermissionsPolicy,
      { kind: 'contentPermissions', contentType: 'DefaultFolder' },
      `
                        list grant revokeAny
      super             y    y     y
      ownerManager      y    y     y
      globalOwner       -    -     -
      manager           -    -     -
      editor            -    -     -
      employee          -    -     -
      clientManager     -    -     -
      clientEmployee    -    -     -
      subManager        -    -     -
      subEmployee       -    -     -
      noCompany         -    -     -
      condoAdmin        -    -     -
      condoStakeholder  -    -     -
      aptOwner          -    -     -
      aptTenant         -    -     -
    `,
    );
  });
});
