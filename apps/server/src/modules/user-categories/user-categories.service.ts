import { type CreateUserCategoryInput, ErrorCode, flagValue, type PaginationQuery } from '@portal/contracts';
import type { AppContext } from '../../app-context';
import { authorize } from '../../platform/access/gate';
import type { AuthUser } from '../../platform/auth/auth-user';
import { AppError, notFound } from '../../platform/http/app-error';
import { pageWindow } from '../../platform/http/pagination';
import { presentUserCategory } from './user-categories.presenter';
import * as repo from './user-categories.repo';

const CATEGORIES = { kind: 'userCategories' } as const;

/** Every staff user reads the categories: the user forms pick from them. */
export async function listCategories(ctx: AppContext, viewer: AuthUser, query: PaginationQuery) {
  authorize(viewer, 'list', CATEGORIES);
  const { rows, total } = await repo.findCategories(ctx.db, pageWindow(query));
  return { rows: rows.map((row) => presentUserCategory(viewer, row)), total };
}

/** Exactly one default: a new default takes the flag from the old one, and the first category is the default. */
export async function createCategory(ctx: AppContext, actor: AuthUser, input: CreateUserCategoryInput) {
  authorize(actor, 'manage', CATEGORIES);
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
  return presentUserCategory(actor, row);
}

/** Its users move to the default category in the same transaction; the default itself is refused with 28. */
export async function deleteCategory(ctx: AppContext, actor: AuthUser, id: number) {
  authorize(actor, 'manage', CATEGORIES);
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
