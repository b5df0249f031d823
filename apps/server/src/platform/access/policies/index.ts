import { defaultFolderPolicy, defaultFoldersPolicy } from './default-folders.policy';
import { folderPolicy } from './folders.policy';
import { contentPermissionsPolicy, rolePermissionsPolicy } from './permissions.policy';
import { projectStatusesPolicy, projectStatusPolicy } from './project-statuses.policy';
import { projectSubtypePolicy, projectSubtypesPolicy } from './project-subtypes.policy';
import { projectPolicy } from './projects.policy';

/** Every resource's policy, by the `kind` its subjects carry. */
export const policies = {
  folder: folderPolicy,
  project: projectPolicy,
  rolePermissions: rolePermissionsPolicy,
  contentPermissions: contentPermissionsPolicy,
  defaultFolders: defaultFoldersPolicy,
  defaultFolder: defaultFolderPolicy,
  projectStatuses: projectStatusesPolicy,
  projectStatus: projectStatusPolicy,
  projectSubtypes: projectSubtypesPolicy,
  projectSubtype: projectSubtypePolicy,
};

export type Policies = typeof policies;
