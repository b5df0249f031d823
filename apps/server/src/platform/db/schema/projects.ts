import type { ProjectType } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { companies } from './companies';

/** Project subtypes; exactly one is the default (it cannot be deleted). */
export const projectSubtypes = pgTable(
  'project_subtypes',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 255 }).notNull(),
    isDefault: boolean('is_default').notNull().default(false),
  },
  (t) => [uniqueIndex('project_subtypes_name_unique').on(sql`lower(${t.name})`)],
);

/**
 * Project statuses, a tree (`parent_id` null is a root; the API says 0). Built-in statuses have a
 * slug; names and codes are unique regardless of case.
 */
export const projectStatuses = pgTable(
  'project_statuses',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 64 }),
    name: varchar('name', { length: 255 }).notNull(),
    code: varchar('code', { length: 64 }),
    isDefault: boolean('is_default').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    // No cascade: a status with children cannot be deleted (42).
    parentId: integer('parent_id').references((): AnyPgColumn => projectStatuses.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('project_statuses_slug_unique').on(t.slug).where(sql`${t.slug} is not null`),
    uniqueIndex('project_statuses_name_unique').on(sql`lower(${t.name})`),
    uniqueIndex('project_statuses_code_unique').on(sql`lower(${t.code})`).where(sql`${t.code} is not null`),
    index('project_statuses_parent_idx').on(t.parentId),
  ],
);

export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 64 }).notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    type: varchar('type', { length: 32 }).notNull().$type<ProjectType>(),
    projectSubtypeId: integer('project_subtype_id').references(() => projectSubtypes.id),
    projectStatusId: integer('project_status_id').references(() => projectStatuses.id),
    /** `lat,lng` or a JSON shape (spec part 2 "Map views"). */
    coordinates: text('coordinates'),
    /** Decides /projects (true) or /project-archive (false). */
    active: boolean('active').notNull().default(true),
    /**
     * Time of the project's newest document: the list's default sort ("most recent document") and
     * `mostRecentDocument`. Kept here rather than aggregated per list so the sort is an index scan;
     * the documents issue sets it when documents are added or removed. Null until then.
     */
    lastDocumentAt: timestamp('last_document_at', { withTimezone: true }),
    /** The last document counter given in this project; the next document takes it plus one. */
    documentCounter: integer('document_counter').notNull().default(0),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Deleted projects keep their code: it stays unique (29) so links and exports do not become ambiguous.
    uniqueIndex('projects_code_unique').on(sql`lower(${t.code})`),
    // The list: filtered by `active`, sorted by most recent document, then newest.
    index('projects_list_idx').on(t.active, t.lastDocumentAt.desc().nullsLast(), t.id.desc()),
    index('projects_status_idx').on(t.projectStatusId),
    index('projects_subtype_idx').on(t.projectSubtypeId),
    // The search box matches code or name anywhere (ILIKE '%...%').
    index('projects_search_trgm_idx').using('gin', sql`(${t.code} || ' ' || ${t.name}) gin_trgm_ops`),
  ],
);

/** Companies attached to a project: their users see it (DECISIONS.md "Who sees what"). */
export const projectCompanies = pgTable(
  'project_companies',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.companyId] }),
    // Visibility for client and subcontractor users starts from their companies.
    index('project_companies_company_idx').on(t.companyId, t.projectId),
  ],
);
