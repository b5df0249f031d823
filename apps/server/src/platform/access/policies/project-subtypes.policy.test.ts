import { describe, it } from 'vitest';
import { expectPolicyTable } from '../../../test/policy-table';
import { projectSubtypePolicy, projectSubtypesPolicy } from './project-subtypes.policy';

/*
 * Project subtypes: everyone with projects.access reads them; default-folder managers keep them.
 * Columns: the policy's actions; y allowed, - refused (test/policy-table.ts).
 */

describe('projectSubtypesPolicy', () => {
  it('the subtypes', () => {
    expectPolicyTable(
      projectSubtypesPolicy,
      { kind: 'projectSubtypes' },
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

describe('projectSubtypePolicy', () => {
  it('a subtype', () => {
    expectPolicyTable(
      projectSubtypePolicy,
      { kind: 'projectSubtype', id: 1 },
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
