import type { AuthUser } from '../../auth/auth-user';
import { definePolicy } from '../policy';
import { hasPermission, isStaff } from '../user-facts';

/*
 * The product catalogue (spec part 3 "Products", §6; DECISIONS.md "Condominiums and materials"):
 * staff read it (material forms are built from it), products.manage keeps categories, products,
 * tags and additional products. Residents and users of no company do not see it at all: their
 * `read` is refused, which the gate answers 404. The catalogue has no per-row rules, so one
 * subject serves every row.
 */

const manages = (user: AuthUser) => isStaff(user) && hasPermission(user, 'products.manage');

export interface ProductCatalogueSubject {
  kind: 'productCatalogue';
}

export const productCataloguePolicy = definePolicy<ProductCatalogueSubject>()({
  read: isStaff,
  create: manages,
  update: manages,
  delete: manages,
});

export const PRODUCT_CATALOGUE: ProductCatalogueSubject = { kind: 'productCatalogue' };
