import { describe, it } from 'vitest';
import { expectPolicyTable } from '../../../test/policy-table';
import { CLIENT_COMPANY, OWNER_COMPANY, SUBCONTRACTOR_COMPANY } from '../../../test/policy-users';
import { companiesPolicy, companyPolicy } from './companies.policy';

/*
 * Companies (DECISIONS.md "Who may write": no directory of other companies, 404 for a company one may
 * not know). Columns: the policy's actions; y allowed, - refused (test/policy-table.ts).
 */

describe('companyPolicy', () => {
  it('the owner company', () => {
    expectPolicyTable(
      companyPolicy,
      { kind: 'company', id: OWNER_COMPANY },
      `
                        read update updateType delete manageUsers
      super             y    y      y          y      y
      ownerManager      y    y      y          y      y
      globalOwner       y    -      -          -      y
      manager           y    y      -          -      y
      editor            y    -      -          -      -
      employee          y    -      -          -      -
      clientManager     -    -      -          -      -
      clientEmployee    -    -      -          -      -
      subManager        -    -      -          -      -
      subEmployee       -    -      -          -      -
      noCompany         -    -      -          -      -
      condoAdmin        -    -      -          -      -
      condoStakeholder  -    -      -          -      -
      aptOwner          -    -      -          -      -
      aptTenant         -    -      -          -      -
    `,
    );
  });

  it('the client company', () => {
    expectPolicyTable(
      companyPolicy,
      { kind: 'company', id: CLIENT_COMPANY },
      `
                        read update updateType delete manageUsers
      super             y    y      y          y      y
      ownerManager      y    y      y          y      y
      globalOwner       y    -      -          -      y
      manager           -    -      -          -      -
      editor            -    -      -          -      -
      employee          -    -      -          -      -
      clientManager     y    y      -          -      y
      clientEmployee    y    -      -          -      -
      subManager        -    -      -          -      -
      subEmployee       -    -      -          -      -
      noCompany         -    -      -          -      -
      condoAdmin        -    -      -          -      -
      condoStakeholder  -    -      -          -      -
      aptOwner          -    -      -          -      -
      aptTenant         -    -      -          -      -
    `,
    );
  });

  it('the subcontractor company', () => {
    expectPolicyTable(
      companyPolicy,
      { kind: 'company', id: SUBCONTRACTOR_COMPANY },
      `
                        read update updateType delete manageUsers
      super             y    y      y          y      y
      ownerManager      y    y      y          y      y
      globalOwner       y    -      -          -      y
      manager           -    -      -          -      -
      editor            -    -      -          -      -
      employee          -    -      -          -      -
      clientManager     -    -      -          -      -
      clientEmployee    -    -      -          -      -
      subManager        y    y      -          -      y
      subEmployee       y    -      -          -      -
      noCompany         -    -      -          -      -
      condoAdmin        -    -      -          -      -
      condoStakeholder  -    -      -          -      -
      aptOwner          -    -      -          -      -
      aptTenant         -    -      -          -      -
    `,
    );
  });
});

describe('companiesPolicy', () => {
  it('the companies administration', () => {
    expectPolicyTable(
      companiesPolicy,
      { kind: 'companies' },
      `
                        list create
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
