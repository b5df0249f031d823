import type { AccessSource } from '../../platform/access/access';
import type { FolderSubject } from '../../platform/access/policies/folders.policy';
import { folderViewer, projectViewer } from '../../platform/access/viewers';
import { notFound } from '../../platform/http/app-error';
import { folderSubject } from './folders.presenter';
import type { FolderRow } from './folders.repo';
import { findVisibleFoldersById } from './visible-folders.repo';

/**
 * Folders for the access gate: a folder the user sees (its grants, DECISIONS.md "Who sees what")
 * in a project they see, within a project when the call names one. Anything else, a folder of a
 * hidden project included, is the same 404, never 403. The virtual main folder (0) has no row:
 * callers take it before asking.
 */
export const folderAccess: AccessSource<FolderSubject, FolderRow, { projectId: number }> = {
  notFound: () => notFound('Folder not found.'),
  async find(db, user, ids, { within, lock }) {
    const viewer = { project: projectViewer(user), folder: folderViewer(user) };
    const rows = await findVisibleFoldersById(db, viewer, ids, { projectId: within?.projectId, lock });
    return rows.map((row) => ({ id: row.id, subject: folderSubject(row), removed: false, row }));
  },
};
