import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
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
import { apartments, apartmentTemplates } from './condominiums';
import { productCategories, products } from './products';
import { projects } from './projects';
import { users } from './users';

/*
 * Material selection (spec part 3 §3 "Material form" … "Quote row"; DECISIONS.md "Condominiums and
 * materials"). Money and areas are numeric(10,2): prices 0…1,000,000 with 2 decimals fit, and a
 * total summed in SQL or in cents never meets float rounding. Deadlines are instants
 * (timestamptz); the installation's time zone only decides how they are read and shown.
 */

/** A project's material form; active while linked to at least one apartment template. */
export const materialForms = pgTable(
  'material_forms',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 255 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('material_forms_project_idx').on(t.projectId)],
);

export const materialFormGroups = pgTable(
  'material_form_groups',
  {
    id: serial('id').primaryKey(),
    materialFormId: integer('material_form_id')
      .notNull()
      .references(() => materialForms.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 255 }).notNull(),
    /** Order within the form, as the editor left it. */
    position: integer('position').notNull().default(0),
  },
  (t) => [index('material_form_groups_form_idx').on(t.materialFormId, t.position)],
);

export const materialFormSelects = pgTable(
  'material_form_selects',
  {
    id: serial('id').primaryKey(),
    materialFormGroupId: integer('material_form_group_id')
      .notNull()
      .references(() => materialFormGroups.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 255 }).notNull(),
    /** m2; 0 means the option prices are not multiplied (spec part 3 §9). */
    area: numeric('area', { precision: 10, scale: 2 }).notNull().default('0'),
    // No cascade: a category that a select offers is in use (409).
    productCategoryId: integer('product_category_id')
      .notNull()
      .references(() => productCategories.id),
    /** Set after the options exist (the save's last step); an option removed clears it. */
    defaultOptionId: integer('default_option_id').references((): AnyPgColumn => materialFormOptions.id, {
      onDelete: 'set null',
    }),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('material_form_selects_group_idx').on(t.materialFormGroupId, t.position)],
);

/** An option copies the product's name and price when added; both stay editable. */
export const materialFormOptions = pgTable(
  'material_form_options',
  {
    id: serial('id').primaryKey(),
    materialFormSelectId: integer('material_form_select_id')
      .notNull()
      .references(() => materialFormSelects.id, { onDelete: 'cascade' }),
    // No cascade: a product used in an option is not deleted (409).
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    name: varchar('name', { length: 255 }).notNull(),
    price: numeric('price', { precision: 10, scale: 2 }).notNull().default('0'),
  },
  (t) => [
    // A product is an option at most once per select (spec part 3 §5).
    uniqueIndex('material_form_options_select_product_idx').on(t.materialFormSelectId, t.productId),
    index('material_form_options_product_idx').on(t.productId),
  ],
);

/** Which apartment templates a form applies to; a form with any link is active. */
export const apartmentTemplateMaterialForms = pgTable(
  'apartment_template_material_forms',
  {
    apartmentTemplateId: integer('apartment_template_id')
      .notNull()
      .references(() => apartmentTemplates.id, { onDelete: 'cascade' }),
    materialFormId: integer('material_form_id')
      .notNull()
      .references(() => materialForms.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.apartmentTemplateId, t.materialFormId] }),
    index('apartment_template_material_forms_form_idx').on(t.materialFormId),
  ],
);

/**
 * Selection deadlines of a project (`materialdeadlines`): both stairwell and apartment number
 * set is one apartment's, stairwell only is a stairwell's, neither is project-wide. An apartment's
 * deadline is the most specific row that matches it.
 */
export const materialDeadlines = pgTable(
  'material_deadlines',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    stairwell: varchar('stairwell', { length: 32 }),
    apartmentNumber: text('apartment_number'),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('material_deadlines_project_idx').on(t.projectId, t.stairwell, t.apartmentNumber),
    check('material_deadlines_number_needs_stairwell', sql`${t.apartmentNumber} is null or ${t.stairwell} is not null`),
  ],
);

/** A form's own deadline (`materialFormDeadlines`): when set, it closes that form earlier. */
export const materialFormDeadlines = pgTable(
  'material_form_deadlines',
  {
    id: serial('id').primaryKey(),
    materialFormId: integer('material_form_id')
      .notNull()
      .references(() => materialForms.id, { onDelete: 'cascade' }),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('material_form_deadlines_form_idx').on(t.materialFormId)],
);

/**
 * An apartment's chosen option per select. The unique (apartment, select) keeps one choice per
 * select whatever saves race; name and price are copied so a later option edit does not change
 * what the owner chose.
 */
export const materialSelections = pgTable(
  'material_selections',
  {
    id: serial('id').primaryKey(),
    apartmentId: integer('apartment_id')
      .notNull()
      .references(() => apartments.id, { onDelete: 'cascade' }),
    materialFormSelectId: integer('material_form_select_id')
      .notNull()
      .references(() => materialFormSelects.id, { onDelete: 'cascade' }),
    materialFormOptionId: integer('material_form_option_id')
      .notNull()
      .references(() => materialFormOptions.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 255 }).notNull(),
    price: numeric('price', { precision: 10, scale: 2 }).notNull().default('0'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('material_selections_apartment_select_idx').on(t.apartmentId, t.materialFormSelectId),
    index('material_selections_option_idx').on(t.materialFormOptionId),
  ],
);

/** An apartment's submission of one form (`materialFormSubmission`), with its status. */
export const materialFormSubmissions = pgTable(
  'material_form_submissions',
  {
    id: serial('id').primaryKey(),
    apartmentId: integer('apartment_id')
      .notNull()
      .references(() => apartments.id, { onDelete: 'cascade' }),
    materialFormId: integer('material_form_id')
      .notNull()
      .references(() => materialForms.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 16 }).notNull().default('draft'),
    submittedBy: integer('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('material_form_submissions_apartment_form_idx').on(t.apartmentId, t.materialFormId)],
);

/**
 * An apartment's quote for extras. Status: created → sent (publish) → approved, or → corrections
 * → sent again (DECISIONS.md); `unsaved` exists only on the client.
 */
export const materialQuotes = pgTable(
  'material_quotes',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    apartmentId: integer('apartment_id')
      .notNull()
      .references(() => apartments.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 255 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('created'),
    /** The quote deadline (`quoteDeadlines`): the owner's time to answer ends then. */
    deadlineAt: timestamp('deadline_at', { withTimezone: true }),
    /** The room-card deadline: the owner's time to approve the room card ends then. */
    roomCardDeadlineAt: timestamp('room_card_deadline_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedBy: integer('approved_by').references(() => users.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('material_quotes_project_idx').on(t.projectId, t.apartmentId),
    index('material_quotes_apartment_idx').on(t.apartmentId, t.status),
  ],
);

/** A quote's rows: description, price, and an optional area that multiplies the price. */
export const materialQuoteRows = pgTable(
  'material_quote_rows',
  {
    id: serial('id').primaryKey(),
    materialQuoteId: integer('material_quote_id')
      .notNull()
      .references(() => materialQuotes.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    price: numeric('price', { precision: 10, scale: 2 }).notNull().default('0'),
    area: numeric('area', { precision: 10, scale: 2 }),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('material_quote_rows_quote_idx').on(t.materialQuoteId, t.position)],
);

/** Rows added to a quote beyond its own (`quote-additional-rows`), optionally from an additional product. */
export const quoteAdditionalRows = pgTable(
  'quote_additional_rows',
  {
    id: serial('id').primaryKey(),
    materialQuoteId: integer('material_quote_id')
      .notNull()
      .references(() => materialQuotes.id, { onDelete: 'cascade' }),
    additionalProductId: integer('additional_product_id'),
    description: text('description').notNull(),
    price: numeric('price', { precision: 10, scale: 2 }).notNull().default('0'),
    area: numeric('area', { precision: 10, scale: 2 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('quote_additional_rows_quote_idx').on(t.materialQuoteId)],
);

/** Comments on a quote, or on one of its rows when `material_quote_row_id` is set. */
export const materialQuoteComments = pgTable(
  'material_quote_comments',
  {
    id: serial('id').primaryKey(),
    materialQuoteId: integer('material_quote_id')
      .notNull()
      .references(() => materialQuotes.id, { onDelete: 'cascade' }),
    materialQuoteRowId: integer('material_quote_row_id').references(() => materialQuoteRows.id, {
      onDelete: 'cascade',
    }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('material_quote_comments_quote_idx').on(t.materialQuoteId, t.createdAt)],
);

/** Photos attached to a quote (re-encoded like product photos). */
export const materialQuotePhotos = pgTable(
  'material_quote_photos',
  {
    id: serial('id').primaryKey(),
    materialQuoteId: integer('material_quote_id')
      .notNull()
      .references(() => materialQuotes.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    width: integer('width'),
    height: integer('height'),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('material_quote_photos_quote_idx').on(t.materialQuoteId)],
);

/** A quote's room card: one file per quote, approved by the owner before the room-card deadline. */
export const roomCards = pgTable(
  'room_cards',
  {
    id: serial('id').primaryKey(),
    materialQuoteId: integer('material_quote_id')
      .notNull()
      .references(() => materialQuotes.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    mimeType: varchar('mime_type', { length: 127 }).notNull(),
    size: integer('size').notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedBy: integer('approved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('room_cards_quote_idx').on(t.materialQuoteId)],
);

/** Extras offered outside a material form's selects (README "Behaviour"), optionally for one form. */
export const additionalProducts = pgTable(
  'additional_products',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 255 }).notNull(),
    description: text('description').notNull().default(''),
    price: numeric('price', { precision: 10, scale: 2 }).notNull().default('0'),
    // Its own name and price are kept when the catalogue product goes.
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    materialFormId: integer('material_form_id').references(() => materialForms.id, {
      onDelete: 'cascade',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('additional_products_form_idx').on(t.materialFormId)],
);
