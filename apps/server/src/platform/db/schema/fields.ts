import { boolean, index, integer, pgTable, serial, varchar } from 'drizzle-orm/pg-core';

/**
 * Document field definitions. Built-in fields are seeded with fixed ids: the keyword fields
 * phase (2), subject (3) and state (4) are referred to by id (spec part 1 section 9).
 */
export const fields = pgTable('fields', {
  id: serial('id').primaryKey(),
  key: varchar('key', { length: 255 }).notNull(),
  type: varchar('type', { length: 16 }).notNull().$type<'text' | 'date' | 'keywords'>(),
  isAutomatic: boolean('is_automatic').notNull().default(false),
  isDefault: boolean('is_default').notNull().default(false),
  order: integer('order').notNull().default(0),
  showInDocumentsTable: boolean('show_in_documents_table').notNull().default(false),
});

export const keywords = pgTable(
  'keywords',
  {
    id: serial('id').primaryKey(),
    fieldId: integer('field_id')
      .notNull()
      .references(() => fields.id, { onDelete: 'cascade' }),
    text: varchar('text', { length: 255 }).notNull(),
    deactivated: boolean('deactivated').notNull().default(false),
  },
  (t) => [index('keywords_field_idx').on(t.fieldId)],
);
