import { describe, it } from 'vitest';
import { expectPolicyTable } from '../../../test/policy-table';
import { documentPolicy, projectDocumentsPolicy } from './documents.policy';

/*
 * Who may do what with documents (DECISIONS.md "Who may write"); whether the document is visible at
 * all is SQL. Columns: the policy's actions; y allowed, - refused (test/policy-table.ts). The seeded
 * matrix gives the employees of owner and subcontractor companies document.edit (they add documents
 * and may correct them: update and move); a client's employees do not get it (README "Behaviour").
 */

describe('documentPolicy', () => {
  it('a document of a project the user sees', () => {
    expectPolicyTable(
      documentPolicy,
      { kind: 'document', projectId: 1, sharedOnly: false },
      `
                        read update delete move requestDelete
      super             y    y      y      y    -
      ownerManager      y    y      y      y    -
      globalOwner       y    y      y      y    -
      manager           y    y      y      y    -
      editor            y    y      -      y    y
      employee          y    y      -      y    y
      clientManager     y    y      y      -    -
      clientEmployee    y    -      -      -    y
      subManager        y    y      y      y    -
      subEmployee       y    y      -      y    y
      noCompany         -    -      -      -    -
      condoAdmin        -    -      -      -    -
      condoStakeholder  -    -      -      -    -
      aptOwner          -    -      -      -    -
      aptTenant         -    -      -      -    -
    `,
    );
  });
});

describe('documentPolicy through a summary view', () => {
  it('a document the user sees only because a view is shared with their company: read-only', () => {
    expectPolicyTable(
      documentPolicy,
      { kind: 'document', projectId: 1, sharedOnly: true },
      `
                        read update delete move requestDelete
      super             y    -      -      -    -
      ownerManager      y    -      -      -    -
      globalOwner       y    -      -      -    -
      manager           y    -      -      -    -
      editor            y    -      -      -    -
      employee          y    -      -      -    -
      clientManager     y    -      -      -    -
      clientEmployee    y    -      -      -    -
      subManager        y    -      -      -    -
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

describe('projectDocumentsPolicy', () => {
  it('the panel of a project the user sees, exports on', () => {
    expectPolicyTable(
      projectDocumentsPolicy,
      { kind: 'projectDocuments', projectId: 1, exportEnabled: true },
      `
                        read create createFolder move deleteAny export
      super             y    y      y            y    y         y
      ownerManager      y    y      y            y    y         y
      globalOwner       y    y      y            y    y         y
      manager           y    y      y            y    y         y
      editor            y    y      y            y    -         y
      employee          y    y      y            y    -         y
      clientManager     y    -      -            -    y         y
      clientEmployee    y    -      -            -    -         y
      subManager        y    y      y            y    y         y
      subEmployee       y    y      y            y    -         y
      noCompany         -    -      -            -    -         -
      condoAdmin        -    -      -            -    -         -
      condoStakeholder  -    -      -            -    -         -
      aptOwner          -    -      -            -    -         -
      aptTenant         -    -      -            -    -         -
    `,
    );
  });

  it('exports off (FEATURE_EXPORT)', () => {
    expectPolicyTable(
      projectDocumentsPolicy,
      { kind: 'projectDocuments', projectId: 1, exportEnabled: false },
      `
                        read create createFolder move deleteAny export
      super             y    y      y            y    y         -
      ownerManager      y    y      y            y    y         -
      globalOwner       y    y      y            y    y         -
      manager           y    y      y            y    y         -
      editor            y    y      y            y    -         -
      employee          y    y      y            y    -         -
      clientManager     y    -      -            -    y         -
      clientEmployee    y    -      -            -    -         -
      subManager        y    y      y            y    y         -
      subEmployee       y    y      y            y    -         -
      noCompany         -    -      -            -    -         -
      condoAdmin        -    -      -            -    -         -
      condoStakeholder  -    -      -            -    -         -
      aptOwner          -    -      -            -    -         -
      aptTenant         -    -      -            -    -         -
    `,
    );
  });
});
