import { describe, it } from 'vitest';
import { expectPolicyTable } from '../../../test/policy-table';
import { projectStatusesPolicy, projectStatusPolicy } from './project-statuses.policy';

/*
 * Project statuses: everyone with projects.access reads them; owner-managers keep them. Columns: the
 * policy's actions; y allowed, - refused (test/policy-table.ts).
 */

describe('projectStatusesPolicy', () => {
  it('the statuses', () => {
    expectPolicyTable(
      projectStatusesPolicy,
      { kind: 'projectStatuses' },
      `
                        view create
      super             y    y
      ownerManager      y    y
      globalOwner       y    -
      manager           y    -
      editor            y    -
      employee          y    -
      clientManager     y    -
      clientEmployee    y    -
      subManager        y    -
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

describe('projectStatusPolicy', () => {
  it('a status', () => {
    expectPolicyTable(
      projectStatusPolicy,
      { kind: 'projectStatus', id: 1 },
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
});
