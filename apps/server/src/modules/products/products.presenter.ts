import type { AdditionalProduct, Product, ProductCategory, Tag } from '@portal/contracts';
import { can } from '../../platform/access/gate';
import { PRODUCT_CATALOGUE } from '../../platform/access/policies/products.policy';
import type { AuthUser } from '../../platform/auth/auth-user';
import type { AdditionalProductRow } from './additional-products.repo';
import type { ProductCategoryRow } from './product-categories.repo';
import { type ProductRow, photoUrl } from './products.repo';
import type { TagRow } from './tags.repo';

/** `can` of a catalogue row: the catalogue has no per-row rules, so it is the same for every row. */
export function rowAbilities(user: AuthUser) {
  const abilities = can(user, PRODUCT_CATALOGUE);
  return { update: abilities.update, delete: abilities.delete };
}

export function presentCategory(user: AuthUser, row: ProductCategoryRow): ProductCategory {
  return { id: row.id, name: row.name, products_count: row.productsCount, can: rowAbilities(user) };
}

export function presentProduct(user: AuthUser, row: ProductRow): Product {
  return {
    id: row.id,
    product_category_id: row.productCategoryId,
    manufacturer: row.manufacturer,
    name: row.name,
    code: row.code,
    description: row.description,
    price: Number(row.price),
    measurements: row.measurements,
    external_link: row.externalLink,
    product_photo: photoUrl(row.id, 'product_photo', row.productPhoto),
    product_context_photo: photoUrl(row.id, 'product_context_photo', row.productContextPhoto),
    tags: row.tags,
    can: rowAbilities(user),
  };
}

export function presentTag(user: AuthUser, row: TagRow): Tag {
  return { id: row.id, name: row.name, products_count: row.productsCount, can: rowAbilities(user) };
}

export function presentAdditionalProduct(user: AuthUser, row: AdditionalProductRow): AdditionalProduct {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price: Number(row.price),
    product_id: row.productId,
    material_form_id: row.materialFormId,
    can: rowAbilities(user),
  };
}
