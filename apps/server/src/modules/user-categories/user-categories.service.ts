import { type CreateUserCategoryRequest, ErrorCode, flagValue, type PaginationQuery } from '@portal/contracts';
import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../platform/db/client';
import { AppError, invalid, notFound } from '../../platform/http/app-error';
import { pageWindow } from '../../platform/http/pagination';
import { presentUserCategory } from './user-categories.presenter';
import * as repo from './user-categories.repo';

export async function listCategories(ctx: AppContext, query: PaginationQuery) {
  const { rows, total } = await repo.findCategories(ctx.db, pageWindow(query));
  return { rows: rows.map(presentUserCategory), total };
}

/** Every category, for lookups by name (the CSV import). */
export function findAllCategories(db: DbOrTx) {
  return repo.findAllCategories(db);
}

/**
 * The category a user gets: the one asked for (422 on `user_category_id` when it does not exist),
 * else the default (spec part 3 section 4).
 */
export async function resolveCategoryId(db: DbOrTx, wanted: number | null | undefined): Promise<number | null> {
  if (wanted) {
    if (!(await repo.findCategoryById(db, wanted))) throw invalid({ user_category_id: ['user-category-not-found'] });
    return wanted;
  }
  return (await repo.findDefaultCategory(db))?.id ?? null;
}

/** Exactly one default: a new default takes the flag from the old one, and the first category is the default. */
export async function createCategory(ctx: AppContext, input: CreateUserCategoryRequest) {
  const row = await ctx.db.transaction(async (tx) => {
    const currentDefault = await repo.findDefaultCategoryForUpdate(tx);
    if (await repo.findCategoryByName(tx, input.name)) {
      throw new AppError(409, ErrorCode.conflict, 'A user category with this name exists.', {
        name: ['user-category-name-in-use'],
      });
    }
    const isDefault = (input.default !== undefined && flagValue(input.default)) || !currentDefault;
    if (isDefault) await repo.unsetDefaults(tx);
    return repo.insertCategory(tx, { name: input.name, isDefault });
  });
  return presentUserCategory(row);
}

/** Its users move to the default category in the same transaction; the default itself is refused with 28. */
export async function deleteCategory(ctx: AppContext, id: number) {
  return ctx.db.transaction(async (tx) => {
    const defaultCategory = await repo.findDefaultCategoryForUpdate(tx);
    const category = await repo.findCategoryById(tx, id);
    if (!category) throw notFound('User category not found.');
    if (category.isDefault || !defaultCategory) {
      throw new AppError(409, ErrorCode.hasDescendants, 'The default user category cannot be deleted.', {
        id: ['user-category-default'],
      });
    }
    const movedUsers = await repo.moveUsers(tx, id, defaultCategory.id);
    await repo.deleteCategory(tx, id);
    return { ok: true as const, moved_users: movedUsers, default_category_id: defaultCategory.id };
  });
}
