import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/*
 * The product catalogue (spec part 3 §3 "Product category", "Product", "Tag"; DECISIONS.md
 * "Condominiums and materials"). Prices are numeric(10,2): 0…1,000,000 with 2 decimals fits, and
 * no float rounding reaches a quote total.
 */

export const productCategories = pgTable('product_categories', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 255 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    // No cascade: a category with products is not deleted (409).
    productCategoryId: integer('product_category_id')
      .notNull()
      .references(() => productCategories.id),
    manufacturer: varchar('manufacturer', { length: 255 }).notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    code: varchar('code', { length: 255 }).notNull(),
    description: text('description').notNull().default(''),
    price: numeric('price', { precision: 10, scale: 2 }).notNull().default('0'),
    measurements: varchar('measurements', { length: 255 }).notNull().default(''),
    externalLink: varchar('external_link', { length: 2048 }).notNull().default(''),
    /** Storage keys of the re-encoded JPEGs; null when there is none. */
    productPhoto: text('product_photo'),
    productContextPhoto: text('product_context_photo'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('products_category_idx').on(t.productCategoryId, t.name)],
);

/** Tags are names shared by the whole catalogue; unique regardless of case. */
export const tags = pgTable(
  'tags',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 255 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('tags_name_unique').on(sql`lower(${t.name})`)],
);

export const productTags = pgTable(
  'product_tags',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    // No cascade: a tag that products carry is not deleted (409).
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id),
  },
  (t) => [primaryKey({ columns: [t.productId, t.tagId] }), index('product_tags_tag_idx').on(t.tagId)],
);
