import { definePolicy } from '../policy';
import { staffArea } from '../reach';
import { isOwnerManager } from '../user-facts';
import { mayChangeDefaultFolders, mayGrant } from './permissions.policy';

/** Every default folder (the list and adding to it). */
export interface DefaultFoldersSubject {
  kind: 'defaultFolders';
}

export const defaultFoldersPolicy = definePolicy<DefaultFoldersSubject>(staffArea)({
  list: isOwnerManager,
  create: mayChangeDefaultFolders,
});

/** One default folder. */
export interface DefaultFolderSubject {
  kind: 'defaultFolder';
  id: number;
}

export const defaultFolderPolicy = definePolicy<DefaultFolderSubject>(staffArea)({
  update: mayChangeDefaultFolders,
  delete: mayChangeDefaultFolders,
  createChild: mayChangeDefaultFolders,
  /** Its DefaultFolder grants (content-permissions). */
  grant: (user) => mayGrant(user, 'DefaultFolder'),
});
