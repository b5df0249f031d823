import { describe, it } from 'vitest';
import { expectPolicyTable } from '../../../test/policy-table';
import { CLIENT_COMPANY, OWNER_COMPANY, SUBCONTRACTOR_COMPANY } from '../../../test/policy-users';
import { type UserSubject, userPolicy, usersPolicy } from './users.policy';

/*
 * Accounts (DECISIONS.md "Who may write"): a company's managers change only users who reach no further
 * than their company. Columns: the policy's actions; y allowed, - refused (test/policy-table.ts).
 */

const TARGET: UserSubject = {
  kind: 'user',
  id: 99,
  isSuper: false,
  isOwner: false,
  companyIds: [],
  scopeCompanyId: null,
};

describe('userPolicy', () => {
  it('an owner company user, from the users administration', () => {
    expectPolicyTable(
      userPolicy,
      { ...TARGET, companyIds: [OWNER_COMPANY] },
      `
                        read view update setPassword delete changeMembership resetPassword setGlobalRoles
      super             y    y    y      y           y      y                -             y
      ownerManager      y    y    y      y           y      y                -             -
      globalOwner       y    y    y      y           y      y                -             -
      manager           y    y    -      y           -      -                -             -
      editor            y    -    -      -           -      -                -             -
      employee          y    -    -      -           -      -                -             -
      clientManager     -    -    -      -           -      -                -             -
      clientEmployee    -    -    -      -           -      -                -             -
      subManager        -    -    -      -           -      -                -             -
      subEmployee       -    -    -      -           -      -                -             -
      noCompany         -    -    -      -           -      -                -             -
      condoAdmin        -    -    -      -           -      -                -             -
      condoStakeholder  -    -    -      -           -      -                -             -
      aptOwner          -    -    -      -           -      -                -             -
      aptTenant         -    -    -      -           -      -                -             -
    `,
    );
  });

  it("an owner company user, from that company's users", () => {
    expectPolicyTable(
      userPolicy,
      { ...TARGET, companyIds: [OWNER_COMPANY], scopeCompanyId: OWNER_COMPANY },
      `
                        read view update setPassword delete changeMembership resetPassword setGlobalRoles
      super             y    y    y      y           y      y                y             y
      ownerManager      y    y    y      y           y      y                y             -
      globalOwner       y    y    y      y           y      y                y             -
      manager           y    y    y      y           -      y                y             -
      editor            y    -    -      -           -      -                -             -
      employee          y    -    -      -           -      -                -             -
      clientManager     -    -    -      -           -      -                -             -
      clientEmployee    -    -    -      -           -      -                -             -
      subManager        -    -    -      -           -      -                -             -
      subEmployee       -    -    -      -           -      -                -             -
      noCompany         -    -    -      -           -      -                -             -
      condoAdmin        -    -    -      -           -      -                -             -
      condoStakeholder  -    -    -      -           -      -                -             -
      aptOwner          -    -    -      -           -      -                -             -
      aptTenant         -    -    -      -           -      -                -             -
    `,
    );
  });

  it("a client company user, from that company's users", () => {
    expectPolicyTable(
      userPolicy,
      { ...TARGET, companyIds: [CLIENT_COMPANY], scopeCompanyId: CLIENT_COMPANY },
      `
                        read view update setPassword delete changeMembership resetPassword setGlobalRoles
      super             y    y    y      y           y      y                y             y
      ownerManager      y    y    y      y           y      y                y             -
      globalOwner       y    y    y      y           y      y                y             -
      manager           -    -    -      -           -      -                -             -
      editor            -    -    -      -           -      -                -             -
      employee          -    -    -      -           -      -                -             -
      clientManager     y    y    y      y           -      y                y             -
      clientEmployee    y    -    -      -           -      -                -             -
      subManager        -    -    -      -           -      -                -             -
      subEmployee       -    -    -      -           -      -                -             -
      noCompany         -    -    -      -           -      -                -             -
      condoAdmin        -    -    -      -           -      -                -             -
      condoStakeholder  -    -    -      -           -      -                -             -
      aptOwner          -    -    -      -           -      -                -             -
      aptTenant         -    -    -      -           -      -                -             -
    `,
    );
  });

  it('a subcontractor user who also belongs to the client company', () => {
    expectPolicyTable(
      userPolicy,
      { ...TARGET, companyIds: [CLIENT_COMPANY, SUBCONTRACTOR_COMPANY], scopeCompanyId: SUBCONTRACTOR_COMPANY },
      `
                        read view update setPassword delete changeMembership resetPassword setGlobalRoles
      super             y    y    y      y           y      y                y             y
      ownerManager      y    y    y      y           y      y                y             -
      globalOwner       y    y    y      y           y      y                y             -
      manager           -    -    -      -           -      -                -             -
      editor            -    -    -      -           -      -                -             -
      employee          -    -    -      -           -      -                -             -
      clientManager     y    y    -      -           -      -                -             -
      clientEmployee    y    -    -      -           -      -                -             -
      subManager        y    y    -      -           -      y                y             -
      subEmployee       y    -    -      -           -      -                -             -
      noCompany         -    -    -      -           -      -                -             -
      condoAdmin        -    -    -      -           -      -                -             -
      condoStakeholder  -    -    -      -           -      -                -             -
      aptOwner          -    -    -      -           -      -                -             -
      aptTenant         -    -    -      -           -      -                -             -
    `,
    );
  });

  it('a global owner of the owner company', () => {
    expectPolicyTable(
      userPolicy,
      { ...TARGET, isOwner: true, companyIds: [OWNER_COMPANY], scopeCompanyId: OWNER_COMPANY },
      `
                        read view update setPassword delete changeMembership resetPassword setGlobalRoles
      super             y    y    y      y           y      y                y             y
      ownerManager      y    y    y      y           y      y                y             -
      globalOwner       y    y    y      y           y      y                y             -
      manager           y    y    -      -           -      -                y             -
      editor            y    -    -      -           -      -                -             -
      employee          y    -    -      -           -      -                -             -
      clientManager     -    -    -      -           -      -                -             -
      clientEmployee    -    -    -      -           -      -                -             -
      subManager        -    -    -      -           -      -                -             -
      subEmployee       -    -    -      -           -      -                -             -
      noCompany         -    -    -      -           -      -                -             -
      condoAdmin        -    -    -      -           -      -                -             -
      condoStakeholder  -    -    -      -           -      -                -             -
      aptOwner          -    -    -      -           -      -                -             -
      aptTenant         -    -    -      -           -      -                -             -
    `,
    );
  });

  it('a Super user without a company', () => {
    expectPolicyTable(
      userPolicy,
      { ...TARGET, isSuper: true },
      `
                        read view update setPassword delete changeMembership resetPassword setGlobalRoles
      super             y    y    y      y           y      y                -             y
      ownerManager      y    y    -      -           -      -                -             -
      globalOwner       y    y    -      -           -      -                -             -
      manager           -    -    -      -           -      -                -             -
      editor            -    -    -      -           -      -                -             -
      employee          -    -    -      -           -      -                -             -
      clientManager     -    -    -      -           -      -                -             -
      clientEmployee    -    -    -      -           -      -                -             -
      subManager        -    -    -      -           -      -                -             -
      subEmployee       -    -    -      -           -      -                -             -
      noCompany         -    -    -      -           -      -                -             -
      condoAdmin        -    -    -      -           -      -                -             -
      condoStakeholder  -    -    -      -           -      -                -             -
      aptOwner          -    -    -      -           -      -                -             -
      aptTenant         -    -    -      -           -      -                -             -
    `,
    );
  });

  it('the subcontractor employee themself (user 10)', () => {
    expectPolicyTable(
      userPolicy,
      { ...TARGET, id: 10, companyIds: [SUBCONTRACTOR_COMPANY], scopeCompanyId: SUBCONTRACTOR_COMPANY },
      `
                        read view update setPassword delete changeMembership resetPassword setGlobalRoles
      super             y    y    y      y           y      y                y             y
      ownerManager      y    y    y      y           y      y                y             -
      globalOwner       y    y    y      y           y      y                y             -
      manager           -    -    -      -           -      -                -             -
      editor            -    -    -      -           -      -                -             -
      employee          -    -    -      -           -      -                -             -
      clientManager     -    -    -      -           -      -                -             -
      clientEmployee    -    -    -      -           -      -                -             -
      subManager        y    y    y      y           -      y                y             -
      subEmployee       y    y    -      -           -      -                -             -
      noCompany         -    -    -      -           -      -                -             -
      condoAdmin        -    -    -      -           -      -                -             -
      condoStakeholder  -    -    -      -           -      -                -             -
      aptOwner          -    -    -      -           -      -                -             -
      aptTenant         -    -    -      -           -      -                -             -
    `,
    );
  });
});

describe('usersPolicy', () => {
  it('the users administration', () => {
    expectPolicyTable(
      usersPolicy,
      { kind: 'users' },
      `
                        list
      super             y
      ownerManager      y
      globalOwner       y
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
