import {
  type CreateDefaultFolderRequest,
  type DefaultFolderListQuery,
  ErrorCode,
  type UpdateDefaultFolderRequest,
} from '@portal/contracts';
import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../platform/db/client';
import { AppError, invalid, notFound } from '../../platform/http/app-error';
import { pageWindow } from '../../platform/http/pagination';
import { findSubtypeById } from '../project-subtypes/project-subtypes.service';
import { presentDefaultFolder } from './default-folders.presenter';
import * as repo from './default-folders.repo';

async function getRow(db: DbOrTx, id: number) {
  const row = await repo.findDefaultFolderRow(db, id);
  if (!row) throw notFound('Default folder not found.');
  return row;
}

/** 404 unless the default folder exists (content permissions point at it). */
export async function assertDefaultFolderExists(db: DbOrTx, id: number): Promise<void> {
  if (!(await repo.findDefaultFolderById(db, id))) throw notFound('Default folder not found.');
}

export async function listDefaultFolders(ctx: AppContext, query: DefaultFolderListQuery) {
  const { rows, total } = await repo.findDefaultFolders(
    ctx.db,
    { subtypeId: query.project_subtype_id },
    pageWindow(query),
  );
  return { rows: rows.map(presentDefaultFolder), total };
}

/** A child must be in its parent's subtype: a project copies exactly one subtype's tree. */
export async function createDefaultFolder(ctx: AppContext, input: CreateDefaultFolderRequest) {
  const row = await ctx.db.transaction(async (tx) => {
    if (!(await findSubtypeById(tx, input.project_subtype_id))) {
      throw invalid({ project_subtype_id: ['subtype-not-found'] });
    }
    if (input.parent_id !== null) {
      const parent = await repo.findDefaultFolderById(tx, input.parent_id);
      if (!parent) throw invalid({ parent_id: ['parent-not-found'] });
      if (parent.projectSubtypeId !== input.project_subtype_id) throw invalid({ parent_id: ['parent-other-subtype'] });
    }
    const created = await repo.insertDefaultFolder(tx, {
      name: input.name,
      projectSubtypeId: input.project_subtype_id,
      parentId: input.parent_id,
    });
    return getRow(tx, created.id);
  });
  return presentDefaultFolder(row);
}

export async function renameDefaultFolder(ctx: AppContext, id: number, input: UpdateDefaultFolderRequest) {
  if (input.id !== undefined && input.id !== id) throw invalid({ id: ['id-mismatch'] });
  const row = await ctx.db.transaction(async (tx) => {
    await getRow(tx, id);
    await repo.renameDefaultFolder(tx, id, input.name);
    return getRow(tx, id);
  });
  return presentDefaultFolder(row);
}

/** Only a leaf can be deleted: 409 code 28 while it has descendants (spec part 2 section 5). */
export async function deleteDefaultFolder(ctx: AppContext, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await getRow(tx, id);
    if ((await repo.countChildren(tx, id)) > 0) {
      throw new AppError(409, ErrorCode.hasDescendants, 'Delete the sub folders first.', {
        id: ['default-folder-has-descendants'],
      });
    }
    await repo.deleteDefaultFolder(tx, id);
  });
}
