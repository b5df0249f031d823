import {
  type CreateFolderInput,
  ErrorCode,
  type Folder,
  MAIN_FOLDER_ID,
  type RenameFolderInput,
} from '@portal/contracts';
import type { AppContext } from '../../app-context';
import { authorize } from '../../platform/access/gate';
import { folderViewer, projectViewer } from '../../platform/access/viewers';
import type { AuthUser } from '../../platform/auth/auth-user';
import type { DbOrTx } from '../../platform/db/client';
import { AppError, notFound } from '../../platform/http/app-error';
import { isVisibleProject } from '../projects/projects.repo';
import { folderSubject, presentFolder, presentFolderList } from './folders.presenter';
import * as repo from './folders.repo';

const folderNotFound = () => notFound('Folder not found.');
const mainFolderFixed = () =>
  new AppError(409, ErrorCode.conflict, 'The main folder cannot be changed.', { id: ['folder-is-main'] });

/** GET projects/{id}/folders: the project must be visible (404), then only visible folders are listed. */
const projectNotFound = () => notFound('Project not found.');

/** 404 unless the user may see the project (projects.access and the visibility join). */
async function assertProjectVisible(db: DbOrTx, user: AuthUser, projectId: number): Promise<void> {
  authorize(user, 'read', { kind: 'project', id: projectId });
  if (!(await isVisibleProject(db, projectViewer(user), projectId))) throw projectNotFound();
}

export async function listFolders(ctx: AppContext, user: AuthUser, projectId: number): Promise<Folder[]> {
  await assertProjectVisible(ctx.db, user, projectId);
  const [rows, main] = await Promise.all([
    repo.findVisibleFolders(ctx.db, folderViewer(user), projectId),
    repo.countMainFolderDocuments(ctx.db, projectId),
  ]);
  return presentFolderList(user, projectId, rows, main);
}

/** A folder the user may see in a project they may see; anything else is 404, never 403. */
async function getVisibleFolder(db: DbOrTx, user: AuthUser, id: number) {
  const folder = await repo.findVisibleFolder(db, folderViewer(user), id);
  if (!folder) throw folderNotFound();
  // A folder of a project the user may not see is simply a folder not found.
  await assertProjectVisible(db, user, folder.projectId).catch((error: unknown) => {
    throw error instanceof AppError && error.status === 404 ? folderNotFound() : error;
  });
  return folder;
}

async function present(db: DbOrTx, user: AuthUser, id: number): Promise<Folder> {
  const viewer = folderViewer(user);
  const row = await repo.findVisibleFolder(db, viewer, id);
  if (!row) throw folderNotFound();
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
    await assertProjectVisible(tx, user, projectId);
    authorize(user, 'createFolder', { kind: 'project', id: projectId });
    if (input.parentId !== null) {
      const parent = await repo.findVisibleFolder(tx, folderViewer(user), input.parentId);
      // A parent the user may not see is a folder not found, like every hidden folder (never 422).
      if (!parent || parent.projectId !== projectId) throw folderNotFound();
    }
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
    const folder = await getVisibleFolder(tx, user, id);
    authorize(user, 'update', folderSubject(folder));
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
    const folder = await getVisibleFolder(tx, user, id);
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
    authorize(user, 'delete', folderSubject(folder));
    await repo.deleteFolder(tx, id);
  });
}
