import { describe, it } from 'vitest';
import { expectPolicyTable } from '../../../test/policy-table';
import { MATERIAL_DEADLINES, materialDeadlinesPolicy } from './material-deadlines.policy';

/*
 * A project's deadlines (the project's visibility is SQL): staff with projects.access read them,
 * projects.manage sets them; residents never reach them here (their forms show their deadline).
 */

describe('materialDeadlinesPolicy', () => {
  it("a project's selection, form and quote deadlines", () => {
    expectPolicyTable(
      materialDeadlinesPolicy,
      MATERIAL_DEADLINES,
      `
                        read manage
      super             y    y
      ownerManager      y    y
      globalOwner       y    y
      manager           y    y
      editor            y    -
      employee          y    -
      clientManager     y    y
      clientEmployee    y    -
      subManager        y    y
      subEmployee       y    -
      noCompany         -    -
      condoAdmin        -    -
      condoStakeholder  -    -
      aptOwner          -    -
      aptTenant         -    -
    `,
    );
  });
});
