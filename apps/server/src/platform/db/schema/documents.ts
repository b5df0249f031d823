import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  doublePrecision,
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
import { fields, keywords } from './fields';
import { folders } from './folders';
import { projects } from './projects';
import { searchVectorOf, tsvector } from './search-vector';
import { users } from './users';

/**
 * Document types (spec part 2 "Document types"). The default type is named
 * `document_type_default`: it cannot be deleted, renamed or deactivated. A type in use by a
 * document cannot be deleted (27): documents reference it without cascade.
 */
export const documentTypes = pgTable(
  'document_types',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 255 }).notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    isImmutable: boolean('is_immutable').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('document_types_default_unique').on(t.isDefault).where(sql`${t.isDefault}`)],
);

/** The fields a document type shows, in order (`PUT document-types/{id}/fields {fieldIds}`). */
export const documentTypeFields = pgTable(
  'document_type_fields',
  {
    documentTypeId: integer('document_type_id')
      .notNull()
      .references(() => documentTypes.id, { onDelete: 'cascade' }),
    fieldId: integer('field_id')
      .notNull()
      .references(() => fields.id, { onDelete: 'cascade' }),
    order: integer('order').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.documentTypeId, t.fieldId] }),
    index('document_type_fields_field_idx').on(t.fieldId),
  ],
);

/**
 * A document of a project: one or more files (the first is the one shown) with fields and
 * keywords. `folder_id` null is the project's main folder (the API's folder 0). `counter` is
 * numbered per project (shown in base 32) from `projects.document_counter`. The position and the
 * capture time come from EXIF, or from a map click (accuracy 0). A removed document keeps its row
 * with `deleted_at` for a while, so its file and thumbnail answer 410 rather than 404.
 */
export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    // No cascade: a folder that holds documents cannot be deleted.
    folderId: integer('folder_id').references(() => folders.id),
    // No cascade: a type in use cannot be deleted (27).
    documentTypeId: integer('document_type_id')
      .notNull()
      .references(() => documentTypes.id),
    counter: integer('counter').notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    /** A client-made id shared by the files uploaded together (group mode). */
    group: varchar('group', { length: 64 }),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** Metres; 0 when the position was set by a click on the map. */
    gpsAccuracy: doublePrecision('gps_accuracy'),
    /** When the photo was taken (EXIF), else null: listings fall back to `created_at`. */
    capturedAt: timestamp('captured_at', { withTimezone: true }),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdByCompanyId: integer('created_by_company_id').references(() => companies.id, { onDelete: 'set null' }),
    /**
     * The client's id for the file it uploaded (`upload_key`): a retry with the same key, by the
     * same user in the same project, answers this document instead of adding another.
     */
    uploadKey: varchar('upload_key', { length: 100 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('documents_project_counter_unique').on(t.projectId, t.counter),
    // The panel's default listing (by counter) and the folder counts.
    index('documents_project_folder_idx').on(t.projectId, t.folderId).where(sql`${t.deletedAt} is null`),
    index('documents_folder_idx').on(t.folderId),
    // The map's light endpoint: only documents with a position.
    index('documents_project_position_idx')
      .on(t.projectId)
      .where(sql`${t.latitude} is not null and ${t.deletedAt} is null`),
    // Company users' document_amount and latest_document.
    index('documents_creator_idx').on(t.createdByUserId, t.createdAt.desc()),
    index('documents_type_idx').on(t.documentTypeId),
    uniqueIndex('documents_upload_key_unique')
      .on(t.createdByUserId, t.projectId, t.uploadKey)
      .where(sql`${t.uploadKey} is not null`),
  ],
);

/**
 * A stored file of a document. The bytes live in storage under `storage_key` (written and made
 * durable before this row is committed); thumbnails under `thumb_key_prefix` once processing has
 * made them (`ready_at`). `processing_error` says why a file could not be processed; the file
 * itself is still served.
 */
export const documentFiles = pgTable(
  'document_files',
  {
    id: serial('id').primaryKey(),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    /** The uploaded name, made safe (no path, no control characters). */
    name: varchar('name', { length: 255 }).notNull(),
    extension: varchar('extension', { length: 16 }).notNull(),
    /** The type found from the content, never the one the client sent. */
    mime: varchar('mime', { length: 127 }).notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: char('sha256', { length: 64 }).notNull(),
    storageKey: text('storage_key').notNull(),
    width: integer('width'),
    height: integer('height'),
    pageCount: integer('page_count'),
    thumbKeyPrefix: text('thumb_key_prefix'),
    /**
     * Counts the changes of the file's bytes or thumbnails (a replacement, thumbnails made again).
     * File and thumbnail paths carry it (`?v=`), so a browser never shows an old picture from its
     * cache and may keep the current one for good.
     */
    revision: integer('revision').notNull().default(1),
    /**
     * Which thumbnail maker made this file's thumbnails (`PDF_THUMB_VERSION` for PDFs): PDFs made
     * by an older one (blank pages on Node 20, or none) are rendered again by a background job.
     */
    thumbVersion: integer('thumb_version'),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    processingError: text('processing_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('document_files_document_idx').on(t.documentId),
    uniqueIndex('document_files_key_unique').on(t.storageKey),
  ],
);

/** Extracted text of a PDF, per page; the search issue indexes it. Never sent in lists. */
export const documentFilePages = pgTable(
  'document_file_pages',
  {
    fileId: integer('file_id')
      .notNull()
      .references(() => documentFiles.id, { onDelete: 'cascade' }),
    page: integer('page').notNull(),
    text: text('text').notNull(),
    /** The page's text in Finnish and English lexemes, computed when the processing job stores the page. */
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(() => searchVectorOf(sql`"text"`)),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.page] }), index('document_file_pages_search_idx').using('gin', t.search)],
);

/** Text and date values of a document's fields (`fields: [{field_id, text | date}]`). */
export const documentFieldValues = pgTable(
  'document_field_values',
  {
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    fieldId: integer('field_id')
      .notNull()
      .references(() => fields.id, { onDelete: 'cascade' }),
    text: text('text'),
    date: timestamp('date', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.documentId, t.fieldId] })],
);

/** Keywords chosen for a document (phase, subject, state and custom keyword fields). */
export const documentKeywords = pgTable(
  'document_keywords',
  {
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    keywordId: integer('keyword_id')
      .notNull()
      .references(() => keywords.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.documentId, t.keywordId] }), index('document_keywords_keyword_idx').on(t.keywordId)],
);

/**
 * A request to delete a document from a user who may not delete it, at most one open per document. Accepting deletes the
 * document; rejecting deletes the request. `is_deleted` rows are hidden.
 */
export const documentDeleteRequests = pgTable(
  'document_delete_requests',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Why the requester asks (optional, shown to whoever decides). */
    reason: text('reason'),
    isDeleted: boolean('is_deleted').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('document_delete_requests_open_idx').on(t.createdAt).where(sql`${t.isDeleted} = false`),
    index('document_delete_requests_document_idx').on(t.documentId),
    // One open request per document: asking again answers it (two at once cannot both insert).
    uniqueIndex('document_delete_requests_open_document_unique').on(t.documentId).where(sql`${t.isDeleted} = false`),
  ],
);

/**
 * A ZIP export: queued by `POST projects/{id}/files-zip`, made by a job, mailed as a link that
 * expires. Only a SHA-256 of the link's secret is kept.
 */
export const documentExports = pgTable(
  'document_exports',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    documentIds: integer('document_ids').array().notNull(),
    status: varchar('status', { length: 16 }).notNull().default('queued').$type<'queued' | 'ready' | 'failed'>(),
    storageKey: text('storage_key'),
    secretHash: char('secret_hash', { length: 64 }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('document_exports_expiry_idx').on(t.expiresAt)],
);
