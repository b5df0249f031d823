import { describe, it } from 'vitest';
import { expectPolicyTable } from '../../../test/policy-table';
import { defaultFolderPolicy, defaultFoldersPolicy } from './default-folders.policy';

/*
 * Default folders (/defaultfolders): owner-managers; changes need defaultfolder_manage. Columns: the
 * policy's actions; y allowed, - refused (test/policy-table.ts).
 */

describe('defaultFoldersPolicy', () => {
  it('the default folders', () => {
    expectPolicyTable(
      defaultFoldersPolicy,
      { kind: 'defaultFolders' },
      `
                        list create
      super             y    y
      ownerManager      y    y
      globalOwner       -    -
      manager           -    -
      editor            -    -
      employee          -    -
      clientManager     -    -
      clientEmployee    -    -
      subManager        -    -
      subEmployee       -    -
      noCompany         -    -
      condoAdmin        -    -
      condoStakeholder  -    -
      aptOwner          -    -
      aptTenant         -    -
    `,
    );
  });
});

describe('defaultFolderPolicy', () => {
  it('a default folder', () => {
    expectPolicyTable(
      defaultFolderPolicy,
      { kind: 'defaultFolder', id: 1 },
      `
                        update delete createChild grant
      super             y      y      y           y
      ownerManager      y      y      y           y
      globalOwner       -      -      -           -
      manager           -      -      -           -
      editor            -      -      -           -
      employee          -      -      -           -
      clientManager     -      -      -           -
      clientEmployee    -      -      -           -
      subManager        -      -      -           -
      subEmployee       -      -      -           -
      noCompany         -      -      -           -
      condoAdmin        -      -      -           -
      condoStakeholder  -      -      -           -
      aptOwner          -      -      -           -
      aptTenant         -      -      -           -
    `,
    );
  });
});
