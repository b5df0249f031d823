import {
  type CreateFolderInput,
  ErrorCode,
  type Folder,
  MAIN_FOLDER_ID,
  type RenameFolderInput,
} from '@portal/contracts';
import type { AppContext } from '../../app-context';
import { requireAccess } from '../../platform/access/access';
import { authorize } from '../../platform/access/gate';
import { folderViewer } from '../../platform/access/viewers';
import type { AuthUser } from '../../platform/auth/auth-user';
import type { DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/http/app-error';
import { projectAccess } from '../projects/projects.access';
import { folderAccess } from './folders.access';
import { presentFolder, presentFolderList } from './folders.presenter';
import * as repo from './folders.repo';

const mainFolderFixed = () =>
  new AppError(409, ErrorCode.conflict, 'The main folder cannot be changed.', { id: ['folder-is-main'] });

/** GET projects/{id}/folders: the project must be visible (404), then only visible folders are listed. */
export async function listFolders(ctx: AppContext, user: AuthUser, projectId: number): Promise<Folder[]> {
  await requireAccess(ctx.db, user, 'read', projectAccess, projectId);
  const [rows, main] = await Promise.all([
    repo.findVisibleFolders(ctx.db, folderViewer(user), projectId),
    repo.countMainFolderDocuments(ctx.db, projectId),
  ]);
  return presentFolderList(user, projectId, rows, main);
}

async function present(db: DbOrTx, user: AuthUser, id: number): Promise<Folder> {
  const viewer = folderViewer(user);
  const row = await repo.findVisibleFolder(db, viewer, id);
  if (!row) throw folderAccess.notFound();
  const parentVisible = row.parentId !== null && (await repo.findVisibleFolder(db, viewer, row.parentId)) !== undefined;
  return presentFolder(user, row, await repo.countVisibleChildren(db, viewer, id), parentVisible);
}

/**
 * The company a user's new folder counts as made by (its managers may rename and delete it): their
 * owner or subcontractor company attached to the project; else their owner company (owner companies
 * see every project without being attached); null for Super without a company.
 */
async function creatorCompany(db: DbOrTx, user: AuthUser, projectId: number): Promise<number | null> {
  const writing = user.companies.filter((c) => c.type === 'owner' || c.type === 'subcontractor');
  const attached = await repo.findAttachedCompany(
    db,
    projectId,
    writing.map((c) => c.id),
  );
  return attached ?? writing.find((c) => c.type === 'owner')?.id ?? null;
}

/**
 * POST projects/{id}/folders. A sub folder takes its parent's grants; when the new folder would
 * still be hidden from its creator (a subcontractor's root folder: without grants only owner
 * companies see it), the creator's companies attached to the project are granted it.
 */
export async function createFolder(ctx: AppContext, user: AuthUser, projectId: number, input: CreateFolderInput) {
  const id = await ctx.db.transaction(async (tx) => {
    await requireAccess(tx, user, 'createFolder', projectAccess, projectId);
    // A parent the user may not see, or of another project, is a folder not found (never 422).
    if (input.parentId !== null)
      await requireAccess(tx, user, 'read', folderAccess, input.parentId, { within: { projectId } });
    const createdByCompanyId = await creatorCompany(tx, user, projectId);
    const row = await repo.insertFolder(tx, {
      projectId,
      name: input.name,
      parentId: input.parentId,
      createdByCompanyId,
    });
    if (input.parentId !== null) await repo.copyGrants(tx, input.parentId, row.id);
    if (!(await repo.findVisibleFolder(tx, folderViewer(user), row.id))) {
      await repo.grantToUsersCompanies(tx, row.id, user.id, projectId);
    }
    return row.id;
  });
  return present(ctx.db, user, id);
}

export async function renameFolder(ctx: AppContext, user: AuthUser, id: number, input: RenameFolderInput) {
  if (id === MAIN_FOLDER_ID) throw mainFolderFixed();
  await ctx.db.transaction(async (tx) => {
    await requireAccess(tx, user, 'update', folderAccess, id);
    await repo.renameFolder(tx, id, input.name);
  });
  return present(ctx.db, user, id);
}

/**
 * Only a folder that is not default, not main, and has no files and no sub folders (spec part 2
 * section 5). Sub folders the caller cannot see count too.
 */
export async function deleteFolder(ctx: AppContext, user: AuthUser, id: number): Promise<void> {
  if (id === MAIN_FOLDER_ID) throw mainFolderFixed();
  await ctx.db.transaction(async (tx) => {
    const { row: folder, subject } = await requireAccess(tx, user, 'read', folderAccess, id);
    // State conflicts first (409), then who may (403): the policy refuses both cases too, so that
    // `can.delete` in answers says whether a delete would pass.
    if (folder.isDefault) {
      throw new AppError(409, ErrorCode.conflict, 'A default folder cannot be deleted.', { id: ['folder-is-default'] });
    }
    if (folder.childCount > 0) {
      throw new AppError(409, ErrorCode.hasDescendants, 'Delete the sub folders first.', {
        id: ['folder-has-subfolders'],
      });
    }
    if (folder.documentCount > 0) {
      throw new AppError(409, ErrorCode.conflict, 'Move or delete the documents first.', { id: ['folder-has-files'] });
    }
    authorize(user, 'delete', subject);
    await repo.deleteFolder(tx, id);
  });
}
