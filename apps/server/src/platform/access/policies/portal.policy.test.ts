import { describe, it } from 'vitest';
import { expectPolicyTable } from '../../../test/policy-table';
import { PORTAL, portalPolicy } from './portal.policy';

/*
 * What the signed-in user may do where there is no resource yet (the current user's `can`). Columns:
 * the policy's actions; y allowed, - refused (test/policy-table.ts).
 */

describe('portalPolicy', () => {
  it('the portal', () => {
    expectPolicyTable(
      portalPolicy,
      PORTAL,
      `
                        createProject importProjects manageCompanies administerUsers importUsers manageKeywords
      super             y             y              y               y               y           y
      ownerManager      y             y              y               y               y           y
      globalOwner       -             -              -               y               y           y
      manager           -             -              -               -               y           -
      editor            -             -              -               -               -           y
      employee          -             -              -               -               -           -
      clientManager     -             -              -               -               y           -
      clientEmployee    -             -              -               -               -           -
      subManager        -             -              -               -               y           -
      subEmployee       -             -              -               -               -           -
      noCompany         -             -              -               -               -           -
      condoAdmin        -             -              -               -               -           -
      condoStakeholder  -             -              -               -               -           -
      aptOwner          -             -              -               -               -           -
      aptTenant         -             -              -               -               -           -
    `,
    );
  });
});
