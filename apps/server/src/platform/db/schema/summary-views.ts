import { index, integer, pgTable, primaryKey, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { defaultFolders } from './folders';

/**
 * A summary view (spec part 2 "Summary views"): a name and a default folder, which stands for every
 * project folder copied from it (`folders.default_folder_id`, DECISIONS.md "Summary views").
 */
export const summaryViews = pgTable(
  'summary_views',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 255 }).notNull(),
    // Deleting the default folder deletes its views: they would stand for nothing.
    defaultFolderId: integer('default_folder_id')
      .notNull()
      .references(() => defaultFolders.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('summary_views_default_folder_idx').on(t.defaultFolderId)],
);

/** The companies a view is shared with: their users see the view's documents. */
export const summaryViewCompanies = pgTable(
  'summary_view_companies',
  {
    summaryViewId: integer('summary_view_id')
      .notNull()
      .references(() => summaryViews.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.summaryViewId, t.companyId] }),
    index('summary_view_companies_company_idx').on(t.companyId),
  ],
);
