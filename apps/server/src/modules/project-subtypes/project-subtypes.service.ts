import { ErrorCode, type PaginationQuery, type SaveProjectSubtypeInput } from '@portal/contracts';
import type { AppContext } from '../../app-context';
import { authorize, can } from '../../platform/access/gate';
import type { AuthUser } from '../../platform/auth/auth-user';
import type { DbOrTx } from '../../platform/db/client';
import { isUniqueViolation } from '../../platform/db/pg-errors';
import { AppError, notFound } from '../../platform/http/app-error';
import { pageWindow } from '../../platform/http/pagination';
import { deleteDefaultFoldersOfSubtype } from '../default-folders/default-folders.repo';
import { countProjectsWithSubtype } from '../projects/projects.repo';
import { presentSubtype } from './project-subtypes.presenter';
import * as repo from './project-subtypes.repo';

const ALL = { kind: 'projectSubtypes' } as const;
const one = (id: number) => ({ kind: 'projectSubtype', id }) as const;

const nameInUse = () =>
  new AppError(409, ErrorCode.conflict, 'A subtype with this name exists.', { name: ['subtype-name-in-use'] });

async function getSubtypeRecord(db: DbOrTx, id: number): Promise<repo.ProjectSubtypeRecord> {
  const row = await repo.findSubtypeById(db, id);
  if (!row) throw notFound('Project subtype not found.');
  return row;
}

export async function listSubtypes(ctx: AppContext, user: AuthUser, query: PaginationQuery) {
  authorize(user, 'view', ALL);
  const { rows, total } = await repo.findSubtypes(ctx.db, pageWindow(query));
  return { rows: rows.map((row) => presentSubtype(user, row)), total, can: can(user, ALL) };
}

async function saveName<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw isUniqueViolation(error) ? nameInUse() : error;
  }
}

/** Names are unique regardless of case (409 code 14): the subtype selector shows names only. */
export async function createSubtype(ctx: AppContext, user: AuthUser, input: SaveProjectSubtypeInput) {
  authorize(user, 'create', ALL);
  const row = await saveName(() =>
    ctx.db.transaction(async (tx) => {
      if (await repo.isNameTaken(tx, input.name)) throw nameInUse();
      // The first subtype of an installation is its default.
      return repo.insertSubtype(tx, { name: input.name, isDefault: (await repo.countSubtypes(tx)) === 0 });
    }),
  );
  return presentSubtype(user, row);
}

export async function renameSubtype(ctx: AppContext, user: AuthUser, id: number, input: SaveProjectSubtypeInput) {
  authorize(user, 'update', one(id));
  const row = await saveName(() =>
    ctx.db.transaction(async (tx) => {
      await getSubtypeRecord(tx, id);
      if (await repo.isNameTaken(tx, input.name, id)) throw nameInUse();
      return repo.renameSubtype(tx, id, input.name);
    }),
  );
  return presentSubtype(user, row);
}

/**
 * The default subtype cannot be deleted (36); one that projects use neither (409 code 14: their
 * folders were copied from it). Its default folders and their grants go with it.
 */
export async function deleteSubtype(ctx: AppContext, user: AuthUser, id: number): Promise<void> {
  authorize(user, 'delete', one(id));
  await ctx.db.transaction(async (tx) => {
    const subtype = await getSubtypeRecord(tx, id);
    if (subtype.isDefault) {
      throw new AppError(409, ErrorCode.defaultSubtype, 'The default subtype cannot be deleted.', {
        id: ['subtype-is-default'],
      });
    }
    if ((await countProjectsWithSubtype(tx, id)) > 0) {
      throw new AppError(409, ErrorCode.conflict, 'Projects use this subtype.', { id: ['subtype-in-use'] });
    }
    await deleteDefaultFoldersOfSubtype(tx, id);
    await repo.deleteSubtype(tx, id);
  });
}
