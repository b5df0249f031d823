import { ErrorCode, type PaginationQuery, type ProductCategory, type ProductCategoryInput } from '@portal/contracts';
import type { AppContext } from '../../app-context';
import { requireAccess } from '../../platform/access/access';
import { authorize, can } from '../../platform/access/gate';
import { PRODUCT_CATALOGUE } from '../../platform/access/policies/products.policy';
import type { AuthUser } from '../../platform/auth/auth-user';
import type { DbOrTx } from '../../platform/db/client';
import { conflict } from '../../platform/http/app-error';
import { pageWindow } from '../../platform/http/pagination';
import * as repo from './product-categories.repo';
import { productCategoryAccess } from './products.access';
import { presentCategory } from './products.presenter';
import { countProductsInCategory } from './products.repo';

async function present(db: DbOrTx, user: AuthUser, id: number): Promise<ProductCategory> {
  const [row] = await repo.findCategoriesIn(db, [id], false);
  return presentCategory(user, row);
}

/** The categories by name, with `can.create` for the create form. */
export async function listCategories(ctx: AppContext, user: AuthUser, query: PaginationQuery) {
  authorize(user, 'read', PRODUCT_CATALOGUE);
  const { rows, total } = await repo.findCategoriesPage(ctx.db, pageWindow(query));
  return { rows: rows.map((row) => presentCategory(user, row)), total, create: can(user, PRODUCT_CATALOGUE).create };
}

export async function createCategory(ctx: AppContext, user: AuthUser, input: ProductCategoryInput) {
  authorize(user, 'read', PRODUCT_CATALOGUE);
  authorize(user, 'create', PRODUCT_CATALOGUE);
  const id = await repo.insertCategory(ctx.db, input.name);
  return present(ctx.db, user, id);
}

export async function updateCategory(ctx: AppContext, user: AuthUser, id: number, input: ProductCategoryInput) {
  return ctx.db.transaction(async (tx) => {
    await requireAccess(tx, user, 'update', productCategoryAccess, id, { lock: true });
    await repo.renameCategory(tx, id, input.name);
    return present(tx, user, id);
  });
}

/** A category with products is kept (409, DECISIONS.md "Condominiums and materials"). */
export async function deleteCategory(ctx: AppContext, user: AuthUser, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    // The lock keeps a product from being added to it between the count and the delete.
    await requireAccess(tx, user, 'delete', productCategoryAccess, id, { lock: true });
    if ((await countProductsInCategory(tx, id)) > 0) {
      throw conflict(ErrorCode.conflict, 'The category has products.');
    }
    // A select's options come from its category (spec part 3 §5); the select keeps it in use.
    if (await repo.isCategoryUsedBySelects(tx, id)) {
      throw conflict(ErrorCode.conflict, 'The category is used by a material form.');
    }
    await repo.deleteCategory(tx, id);
  });
}
