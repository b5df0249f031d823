import {
  type CreateDefaultFolderInput,
  ErrorCode,
  type PaginationQuery,
  type UpdateDefaultFolderInput,
} from '@portal/contracts';
import type { AppContext } from '../../app-context';
import { authorize, can } from '../../platform/access/gate';
import type { AuthUser } from '../../platform/auth/auth-user';
import type { DbOrTx } from '../../platform/db/client';
import { AppError, invalid, notFound } from '../../platform/http/app-error';
import { pageWindow } from '../../platform/http/pagination';
import { findSubtypeById } from '../project-subtypes/project-subtypes.repo';
import { presentDefaultFolder } from './default-folders.presenter';
import * as repo from './default-folders.repo';

const ALL = { kind: 'defaultFolders' } as const;
const one = (id: number) => ({ kind: 'defaultFolder', id }) as const;

async function getRow(db: DbOrTx, id: number) {
  const row = await repo.findDefaultFolderRow(db, id);
  if (!row) throw notFound('Default folder not found.');
  return row;
}

export async function listDefaultFolders(
  ctx: AppContext,
  user: AuthUser,
  query: PaginationQuery & { project_subtype_id?: number },
) {
  authorize(user, 'list', ALL);
  const { rows, total } = await repo.findDefaultFolders(
    ctx.db,
    { subtypeId: query.project_subtype_id },
    pageWindow(query),
  );
  return { rows: rows.map((row) => presentDefaultFolder(user, row)), total, can: can(user, ALL) };
}

/** A child must be in its parent's subtype: a project copies exactly one subtype's tree. */
export async function createDefaultFolder(ctx: AppContext, user: AuthUser, input: CreateDefaultFolderInput) {
  authorize(user, 'create', ALL);
  const row = await ctx.db.transaction(async (tx) => {
    if (!(await findSubtypeById(tx, input.project_subtype_id))) {
      throw invalid({ project_subtype_id: ['subtype-not-found'] });
    }
    if (input.parent_id !== null) {
      const parent = await repo.findDefaultFolderById(tx, input.parent_id);
      if (!parent) throw invalid({ parent_id: ['parent-not-found'] });
      if (parent.projectSubtypeId !== input.project_subtype_id) throw invalid({ parent_id: ['parent-other-subtype'] });
      authorize(user, 'createChild', one(parent.id));
    }
    const created = await repo.insertDefaultFolder(tx, {
      name: input.name,
      projectSubtypeId: input.project_subtype_id,
      parentId: input.parent_id,
    });
    return getRow(tx, created.id);
  });
  return presentDefaultFolder(user, row);
}

export async function renameDefaultFolder(
  ctx: AppContext,
  user: AuthUser,
  id: number,
  input: UpdateDefaultFolderInput,
) {
  authorize(user, 'update', one(id));
  if (input.id !== undefined && input.id !== id) throw invalid({ id: ['id-mismatch'] });
  const row = await ctx.db.transaction(async (tx) => {
    await getRow(tx, id);
    await repo.renameDefaultFolder(tx, id, input.name);
    return getRow(tx, id);
  });
  return presentDefaultFolder(user, row);
}

/** Only a leaf can be deleted: 409 code 28 while it has descendants (spec part 2 section 5). */
export async function deleteDefaultFolder(ctx: AppContext, user: AuthUser, id: number): Promise<void> {
  authorize(user, 'delete', one(id));
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
