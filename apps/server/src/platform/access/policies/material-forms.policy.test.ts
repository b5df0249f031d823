import { describe, it } from 'vitest';
import { expectPolicyTable } from '../../../test/policy-table';
import { materialFormPolicy, PROJECT_MATERIAL_FORMS, projectMaterialFormsPolicy } from './material-forms.policy';

/*
 * Material forms of a project the user sees (the project's visibility is SQL): projects.access
 * reads, projects.manage creates, edits, links and copies; an active form's contents are frozen for
 * everyone, its links are not. Residents: nothing (their apartment's own call shows them forms).
 * Columns: the policy's actions; y allowed, - refused (test/policy-table.ts).
 */

describe('projectMaterialFormsPolicy', () => {
  it("a project's forms", () => {
    expectPolicyTable(
      projectMaterialFormsPolicy,
      PROJECT_MATERIAL_FORMS,
      `
                        read create
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

describe('materialFormPolicy', () => {
  it('an inactive form', () => {
    expectPolicyTable(
      materialFormPolicy,
      { kind: 'materialForm', active: false },
      `
                        read update delete link duplicate
      super             y    y      y      y    y
      ownerManager      y    y      y      y    y
      globalOwner       y    y      y      y    y
      manager           y    y      y      y    y
      editor            y    -      -      -    -
      employee          y    -      -      -    -
      clientManager     y    y      y      y    y
      clientEmployee    y    -      -      -    -
      subManager        y    y      y      y    y
      subEmployee       y    -      -      -    -
      noCompany         -    -      -      -    -
      condoAdmin        -    -      -      -    -
      condoStakeholder  -    -      -      -    -
      aptOwner          -    -      -      -    -
      aptTenant         -    -      -      -    -
    `,
    );
  });

  it('an active form: links and copies only', () => {
    expectPolicyTable(
      materialFormPolicy,
      { kind: 'materialForm', active: true },
      `
                        read update delete link duplicate
      super             y    -      -      y    y
      ownerManager      y    -      -      y    y
      globalOwner       y    -      -      y    y
      manager           y    -      -      y    y
      editor            y    -      -      -    -
      employee          y    -      -      -    -
      clientManager     y    -      -      y    y
      clientEmployee    y    -      -      -    -
      subManager        y    -      -      y    y
      subEmployee       y    -      -      -    -
      noCompany         -    -      -      -    -
      condoAdmin        -    -      -      -    -
      condoStakeholder  -    -      -      -    -
      aptOwner          -    -      -      -    -
      aptTenant         -    -      -      -    -
    `,
    );
  });
});
