import { describe, it } from 'vitest';
import { expectPolicyTable } from '../../../test/policy-table';
import { CLIENT_COMPANY } from '../../../test/policy-users';
import { userPhotoPolicy } from './user-photos.policy';

/*
 * User photos (DECISIONS.md "Who may write"): the owner, people who work with them, user
 * administrators; else 404. Columns: the policy's actions; y allowed, - refused (test/policy-
 * table.ts).
 */

describe('userPhotoPolicy', () => {
  it("a client user's photo, no shared company or project", () => {
    expectPolicyTable(
      userPhotoPolicy,
      { kind: 'userPhoto', userId: 99, companyIds: [CLIENT_COMPANY], sharesCompanyOrProject: false },
      `
                        read update delete
      super             y    y      y
      ownerManager      y    y      y
      globalOwner       y    y      y
      manager           -    -      -
      editor            -    -      -
      employee          -    -      -
      clientManager     -    y      y
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

  it("a client user's photo, sharing a project", () => {
    expectPolicyTable(
      userPhotoPolicy,
      { kind: 'userPhoto', userId: 99, companyIds: [CLIENT_COMPANY], sharesCompanyOrProject: true },
      `
                        read update delete
      super             y    y      y
      ownerManager      y    y      y
      globalOwner       y    y      y
      manager           y    -      -
      editor            y    -      -
      employee          y    -      -
      clientManager     y    y      y
      clientEmployee    y    -      -
      subManager        y    -      -
      subEmployee       y    -      -
      noCompany         y    -      -
      condoAdmin        y    -      -
      condoStakeholder  y    -      -
      aptOwner          y    -      -
      aptTenant         y    -      -
    `,
    );
  });

  it("the client employee's own photo (user 8)", () => {
    expectPolicyTable(
      userPhotoPolicy,
      { kind: 'userPhoto', userId: 8, companyIds: [CLIENT_COMPANY], sharesCompanyOrProject: false },
      `
                        read update delete
      super             y    y      y
      ownerManager      y    y      y
      globalOwner       y    y      y
      manager           -    -      -
      editor            -    -      -
      employee          -    -      -
      clientManager     -    y      y
      clientEmployee    y    y      y
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
