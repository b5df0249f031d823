import { describe, it } from 'vitest';
import { expectPolicyTable } from '../../../test/policy-table';
import { userCategoriesPolicy, userCategoryPolicy } from './user-categories.policy';

/*
 * User categories: user administration on the owner-managers' screens. Columns: the policy's actions;
 * y allowed, - refused (test/policy-table.ts).
 */

describe('userCategoryPolicy', () => {
  it('a category', () => {
    expectPolicyTable(
      userCategoryPolicy,
      { kind: 'userCategory', isDefault: false },
      `
                        delete
      super             y
      ownerManager      y
      globalOwner       -
      manager           -
      editor            -
      employee          -
      clientManager     -
      clientEmployee    -
      subManager        -
      subEmployee       -
      noCompany         -
      condoAdmin        -
      condoStakeholder  -
      aptOwner          -
      aptTenant         -
    `,
    );
  });

  it('the default category', () => {
    expectPolicyTable(
      userCategoryPolicy,
      { kind: 'userCategory', isDefault: true },
      `
                        delete
      super             -
      ownerManager      -
      globalOwner       -
      manager           -
      editor            -
      employee          -
      clientManager     -
      clientEmployee    -
      subManager        -
      subEmployee       -
      noCompany         -
      condoAdmin        -
      condoStakeholder  -
      aptOwner          -
      aptTenant         -
    `,
    );
  });
});

describe('userCategoriesPolicy', () => {
  it('the categories', () => {
    expectPolicyTable(
      userCategoriesPolicy,
      { kind: 'userCategories' },
      `
                        manage list
      super             y      y
      ownerManager      y      y
      globalOwner       -      y
      manager           -      y
      editor            -      y
      employee          -      y
      clientManager     -      y
      clientEmployee    -      y
      subManager        -      y
      subEmployee       -      y
      noCompany         -      -
      condoAdmin        -      -
      condoStakeholder  -      -
      aptOwner          -      -
      aptTenant         -      -
    `,
    );
  });
});
