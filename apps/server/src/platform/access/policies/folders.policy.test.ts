import { describe, it } from 'vitest';
import { expectPolicyTable } from '../../../test/policy-table';
import { OWNER_COMPANY, SUBCONTRACTOR_COMPANY } from '../../../test/policy-users';
import { type FolderSubject, folderPolicy } from './folders.policy';

/*
 * Renaming and deleting folders (DECISIONS.md "Who may write": default copies are owner-side, a
 * company's own folder its managers'). Columns: the policy's actions; y allowed, - refused
 * (test/policy-table.ts).
 */

const FOLDER: FolderSubject = {
  kind: 'folder',
  isMain: false,
  isDefaultCopy: false,
  createdByCompanyId: null,
  hasSubfolders: false,
  hasDocuments: false,
};

describe('folderPolicy', () => {
  it('the virtual main folder', () => {
    expectPolicyTable(
      folderPolicy,
      { ...FOLDER, isMain: true },
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

  it('a copy of a default folder', () => {
    expectPolicyTable(
      folderPolicy,
      { ...FOLDER, isDefaultCopy: true },
      `
                        read update delete
      super             y    y      -
      ownerManager      y    y      -
      globalOwner       y    y      -
      manager           y    y      -
      editor            y    y      -
      employee          y    y      -
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

  it('an empty folder the subcontractor company made', () => {
    expectPolicyTable(
      folderPolicy,
      { ...FOLDER, createdByCompanyId: SUBCONTRACTOR_COMPANY },
      `
                        read update delete
      super             y    y      y
      ownerManager      y    y      y
      globalOwner       y    y      y
      manager           y    y      y
      editor            y    y      y
      employee          y    y      y
      clientManager     y    -      -
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

  it('a folder the owner company made, with sub folders', () => {
    expectPolicyTable(
      folderPolicy,
      { ...FOLDER, createdByCompanyId: OWNER_COMPANY, hasSubfolders: true },
      `
                        read update delete
      super             y    y      -
      ownerManager      y    y      -
      globalOwner       y    y      -
      manager           y    y      -
      editor            y    y      -
      employee          y    y      -
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

  it('a folder of unknown maker that holds documents', () => {
    expectPolicyTable(
      folderPolicy,
      { ...FOLDER, hasDocuments: true },
      `
                        read update delete
      super             y    y      -
      ownerManager      y    y      -
      globalOwner       y    y      -
      manager           y    y      -
      editor            y    y      -
      employee          y    y      -
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
