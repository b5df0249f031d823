import { describe, it } from 'vitest';
import { expectPolicyTable } from '../../../test/policy-table';
import { PROJECT_SCHEDULES, projectSchedulesPolicy, schedulePolicy } from './schedules.policy';

/*
 * Schedules of a project the user sees (the project's visibility is SQL): projects.access reads the
 * top level, schedules_view every level, projects.manage writes; automatic entries are read-only.
 * Columns: the policy's actions; y allowed, - refused (test/policy-table.ts).
 */

describe('projectSchedulesPolicy', () => {
  it("a project's schedule", () => {
    expectPolicyTable(
      projectSchedulesPolicy,
      PROJECT_SCHEDULES,
      `
                        read viewAllLevels create
      super             y    y             y
      ownerManager      y    y             y
      globalOwner       y    y             y
      manager           y    y             y
      editor            y    -             -
      employee          y    -             -
      clientManager     y    y             y
      clientEmployee    y    -             -
      subManager        y    y             y
      subEmployee       y    -             -
      noCompany         -    -             -
      condoAdmin        -    -             -
      condoStakeholder  -    -             -
      aptOwner          -    -             -
      aptTenant         -    -             -
    `,
    );
  });
});

describe('schedulePolicy', () => {
  it('an entry made by a user', () => {
    expectPolicyTable(
      schedulePolicy,
      { kind: 'schedule', automatical: false },
      `
                        read update delete
      super             y    y      y
      ownerManager      y    y      y
      globalOwner       y    y      y
      manager           y    y      y
      editor            y    -      -
      employee          y    -      -
      clientManager     y    y      y
      clientEmployee    y    -      -
      subManager        y    y      y
      subEmployee       y    -      -
      noCompany         -    -      -
      condoAdmin        -    -      -
      condoStakeholder  -    -      -
      aptOwner          -    -      -
      aptTenant         -    -      -
    `,
    );
  });

  it('an automatic entry (a status change): read-only for everyone', () => {
    expectPolicyTable(
      schedulePolicy,
      { kind: 'schedule', automatical: true },
      `
                        read update delete
      super             y    -      -
      ownerManager      y    -      -
      globalOwner       y    -      -
      manager           y    -      -
      editor            y    -      -
      employee          y    -      -
      clientManager     y    -      -
      clientEmployee    y    -      -
      subManager        y    -      -
      subEmployee       y    -      -
      noCompany         -    -      -
      condoAdmin        -    -      -
      condoStakeholder  -    -      -
      aptOwner          -    -      -
      aptTenant         -    -      -
    `,
    );
  });
});
