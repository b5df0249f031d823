import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { projectSubtypes, projects } from './projects';

/** A subtype's folder tree; new projects of the subtype get a copy (with its DefaultFolder grants). */
export const defaultFolders = pgTable(
  'default_folders',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 255 }).notNull(),
    // No cascade: a folder with descendants cannot be deleted (28).
    parentId: integer('parent_id').references((): AnyPgColumn => defaultFolders.id),
    projectSubtypeId: integer('project_subtype_id')
      .notNull()
      .references(() => projectSubtypes.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('default_folders_subtype_idx').on(t.projectSubtypeId),
    index('default_folders_parent_idx').on(t.parentId),
  ],
);

/**
 * Folders of a project (the main folder, id 0, is virtual). Copies of default folders keep
 * `default_folder_id`: summary views find a default folder's copies in every project through it.
 * `created_by_company_id` is the company whose user made the folder (null for copies, for folders
 * made before it was kept, and for Super without a company): its managers may rename and delete it
 * (DECISIONS.md "Who may write").
 */
export const folders = pgTable(
  'folders',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 255 }).notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => folders.id),
    defaultFolderId: integer('default_folder_id').references(() => defaultFolders.id, { onDelete: 'set null' }),
    isDefault: boolean('is_default').notNull().default(false),
    createdByCompanyId: integer('created_by_company_id').references(() => companies.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('folders_project_idx').on(t.projectId, sql`lower(${t.name})`),
    index('folders_parent_idx').on(t.parentId),
    index('folders_default_folder_idx').on(t.defaultFolderId),
  ],
);
