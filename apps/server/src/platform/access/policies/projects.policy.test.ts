import { describe, it } from 'vitest';
import { expectPolicyTable } from '../../../test/policy-table';
import { PROJECTS, projectCollectionPolicy, projectPolicy } from './projects.policy';

/*
 * Projects (DECISIONS.md "Who may write"): the record and its companies are the owner side's; which
 * projects a user sees is SQL. Columns: the policy's actions; y allowed, - refused (test/policy-
 * table.ts).
 */

describe('projectPolicy', () => {
  it('a project the user sees', () => {
    expectPolicyTable(
      projectPolicy,
      { kind: 'project', id: 1 },
      `
                        read update archive delete manageCompanies manageGrants createFolder
      super             y    y      y       y      y               y            y
      ownerManager      y    y      y       y      y               y            y
      globalOwner       y    y      y       y      y               y            y
      manager           y    y      y       y      y               y            y
      editor            y    -      -       -      -               -            y
      employee          y    -      -       -      -               -            y
      clientManager     y    -      -       -      -               -            -
      clientEmployee    y    -      -       -      -               -            -
      subManager        y    -      -       -      -               -            y
      subEmployee       y    -      -       -      -               -            y
      noCompany         -    -      -       -      -               -            -
      condoAdmin        -    -      -       -      -               -            -
      condoStakeholder  -    -      -       -      -               -            -
      aptOwner          -    -      -       -      -               -            -
      aptTenant         -    -      -       -      -               -            -
    `,
    );
  });
});

describe('projectCollectionPolicy', () => {
  it('the projects as a whole', () => {
    expectPolicyTable(
      projectCollectionPolicy,
      PROJECTS,
      `
                        list create import importTemplate
      super             y    y      y      y
      ownerManager      y    y      y      y
      globalOwner       y    -      -      y
      manager           y    -      -      y
      editor            y    -      -      y
      employee          y    -      -      y
      clientManager     y    -      -      y
      clientEmployee    y    -      -      y
      subManager        y    -      -      y
      subEmployee       y    -      -      y
      noCompany         -    -      -      -
      condoAdmin        -    -      -      -
      condoStakeholder  -    -      -      -
      aptOwner          -    -      -      -
      aptTenant         -    -      -      -
    `,
    );
  });
});
