import { describe, it } from 'vitest';
import { expectPolicyTable } from '../../../test/policy-table';
import { POLICY_USERS } from '../../../test/policy-users';
import {
  PROJECT_PROGRESS_REPORTS,
  progressReportPolicy,
  projectProgressReportsPolicy,
} from './progress-reports.policy';

/*
 * Progress reports of a project the user sees (the project's visibility is SQL): projects.access
 * reads; owner and subcontractor users and project managers report; the sender or a project manager
 * deletes. Columns: the policy's actions; y allowed, - refused (test/policy-table.ts).
 */

describe('projectProgressReportsPolicy', () => {
  it("a project's reports", () => {
    expectPolicyTable(
      projectProgressReportsPolicy,
      PROJECT_PROGRESS_REPORTS,
      `
                        read create
      super             y    y
      ownerManager      y    y
      globalOwner       y    y
      manager           y    y
      editor            y    y
      employee          y    y
      clientManager     y    y
      clientEmployee    y    -
      subManager        y    y
      subEmployee       y    y
      noCompany         -    -
      condoAdmin        -    -
      condoStakeholder  -    -
      aptOwner          -    -
      aptTenant         -    -
    `,
    );
  });
});

describe('progressReportPolicy', () => {
  it("someone else's report", () => {
    expectPolicyTable(
      progressReportPolicy,
      { kind: 'progressReport', userId: 999 },
      `
                        read delete
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

  it("the subcontractor employee's own report", () => {
    expectPolicyTable(
      progressReportPolicy,
      { kind: 'progressReport', userId: POLICY_USERS.subEmployee.id },
      `
                        read delete
      super             y    y
      ownerManager      y    y
      globalOwner       y    y
      manager           y    y
      editor            y    -
      employee          y    -
      clientManager     y    y
      clientEmployee    y    -
      subManager        y    y
      subEmployee       y    y
      noCompany         -    -
      condoAdmin        -    -
      condoStakeholder  -    -
      aptOwner          -    -
      aptTenant         -    -
    `,
    );
  });
});
