import { describe, it } from 'vitest';
import { expectPolicyTable } from '../../../test/policy-table';
import { userRequestPolicy, userRequestsPolicy } from './user-requests.policy';

/*
 * Account requests: owner-managers holding users.manage decide pending ones. Columns: the policy's
 * actions; y allowed, - refused (test/policy-table.ts).
 */

describe('userRequestPolicy', () => {
  it('a pending request', () => {
    expectPolicyTable(
      userRequestPolicy,
      { kind: 'userRequest', status: 'pending' },
      `
                        approve reject
      super             y       y
      ownerManager      y       y
      globalOwner       -       -
      manager           -       -
      editor            -       -
      employee          -       -
      clientManager     -       -
      clientEmployee    -       -
      subManager        -       -
      subEmployee       -       -
      noCompany         -       -
      condoAdmin        -       -
      condoStakeholder  -       -
      aptOwner          -       -
      aptTenant         -       -
    `,
    );
  });

  it('an approved request', () => {
    expectPolicyTable(
      userRequestPolicy,
      { kind: 'userRequest', status: 'approved' },
      `
                        approve reject
      super             -       -
      ownerManager      -       -
      globalOwner       -       -
      manager           -       -
      editor            -       -
      employee          -       -
      clientManager     -       -
      clientEmployee    -       -
      subManager        -       -
      subEmployee       -       -
      noCompany         -       -
      condoAdmin        -       -
      condoStakeholder  -       -
      aptOwner          -       -
      aptTenant         -       -
    `,
    );
  });
});

describe('userRequestsPolicy', () => {
  it('the requests', () => {
    expectPolicyTable(
      userRequestsPolicy,
      { kind: 'userRequests' },
      `
                        decide
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
});
