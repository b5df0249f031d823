import type { AccessSource } from '../../platform/access/access';
import { PRODUCT_CATALOGUE, type ProductCatalogueSubject } from '../../platform/access/policies/products.policy';
import { notFound } from '../../platform/http/app-error';
import { type AdditionalProductRow, findAdditionalProductsIn } from './additional-products.repo';
import { findCategoriesIn, type ProductCategoryRow } from './product-categories.repo';
import { findProductKeysIn } from './products.repo';
import { findTagsIn, type TagRow } from './tags.repo';

/*
 * The catalogue's rows for the access gate. Every row is visible to whoever may read the catalogue
 * (the policy's `read`: staff); the SQL only finds which ids exist.
 */

export const productCategoryAccess: AccessSource<ProductCatalogueSubject, ProductCategoryRow> = {
  notFound: () => notFound('Product category not found.'),
  async find(db, _user, ids, { lock }) {
    const rows = await findCategoriesIn(db, ids, lock);
    return rows.map((row) => ({ id: row.id, subject: PRODUCT_CATALOGUE, removed: false, row }));
  },
};

type ProductKeys = Awaited<ReturnType<typeof findProductKeysIn>>[number];

export const productAccess: AccessSource<ProductCatalogueSubject, ProductKeys> = {
  notFound: () => notFound('Product not found.'),
  async find(db, _user, ids, { lock }) {
    const rows = await findProductKeysIn(db, ids, lock);
    return rows.map((row) => ({ id: row.id, subject: PRODUCT_CATALOGUE, removed: false, row }));
  },
};

export const tagAccess: AccessSource<ProductCatalogueSubject, TagRow> = {
  notFound: () => notFound('Tag not found.'),
  async find(db, _user, ids, { lock }) {
    const rows = await findTagsIn(db, ids, lock);
    return rows.map((row) => ({ id: row.id, subject: PRODUCT_CATALOGUE, removed: false, row }));
  },
};

export const additionalProductAccess: AccessSource<ProductCatalogueSubject, AdditionalProductRow> = {
  notFound: () => notFound('Additional product not found.'),
  async find(db, _user, ids, { lock }) {
    const rows = await findAdditionalProductsIn(db, ids, lock);
    return rows.map((row) => ({ id: row.id, subject: PRODUCT_CATALOGUE, removed: false, row }));
  },
};
