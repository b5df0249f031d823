import type { ApartmentRole, CondominiumRole } from '@portal/contracts';
import {
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
import { projects } from './projects';
import { users } from './users';

/*
 * Condominiums and their apartments as spec part 3 names them ("Data": Condominium, Apartment,
 * Apartment template), with only what memberships need so far: the condominium issue adds its
 * links, photos and the rest to these tables rather than replacing them.
 */

export const condominiums = pgTable('condominiums', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 255 }).notNull(),
  streetAddress: varchar('street_address', { length: 255 }),
  postcode: varchar('postcode', { length: 16 }),
  postOffice: varchar('post_office', { length: 255 }),
  /** The condominium photo in storage (re-encoded JPEG, like user photos); null: none. */
  photoKey: text('photo_key'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A condominium project's condominium (`POST condominiumprojects`): one condominium per project
 * (the unique project_id), any number of projects per condominium.
 */
export const condominiumProjects = pgTable(
  'condominium_projects',
  {
    id: serial('id').primaryKey(),
    // No cascade: a condominium with projects is not deleted (409).
    condominiumId: integer('condominium_id')
      .notNull()
      .references(() => condominiums.id),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('condominium_projects_project_idx').on(t.projectId),
    index('condominium_projects_condominium_idx').on(t.condominiumId),
  ],
);

/** A condominium's apartment templates; material forms are linked to them. */
export const apartmentTemplates = pgTable(
  'apartment_templates',
  {
    id: serial('id').primaryKey(),
    // No cascade: a condominium with apartments or templates is not deleted (409).
    condominiumId: integer('condominium_id')
      .notNull()
      .references(() => condominiums.id),
    name: varchar('name', { length: 255 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('apartment_templates_condominium_idx').on(t.condominiumId)],
);

/**
 * An apartment. `apartment_number` is empty or a non-negative integer written without leading
 * zeros (spec part 3 "Apartments"), kept as text as the spec's client sends it; deadlines look it
 * up together with the stairwell.
 */
export const apartments = pgTable(
  'apartments',
  {
    id: serial('id').primaryKey(),
    condominiumId: integer('condominium_id')
      .notNull()
      .references(() => condominiums.id),
    stairwell: varchar('stairwell', { length: 32 }).notNull(),
    apartmentNumber: text('apartment_number'),
    // No cascade: a template with apartments is not deleted (409).
    apartmentTemplateId: integer('apartment_template_id').references(() => apartmentTemplates.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('apartments_condominium_idx').on(t.condominiumId, t.stairwell, t.apartmentNumber),
    index('apartments_template_idx').on(t.apartmentTemplateId),
  ],
);

/**
 * A user's role in a condominium (DECISIONS.md "Apartment residents"). The session reads a user's
 * rows by `user_id` (the index), so a membership reaches policies with the user's other facts.
 */
export const condominiumUsers = pgTable(
  'condominium_users',
  {
    condominiumId: integer('condominium_id')
      .notNull()
      .references(() => condominiums.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: varchar('role', { length: 16 }).notNull().$type<CondominiumRole>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.condominiumId, t.userId] }), index('condominium_users_user_idx').on(t.userId)],
);

/** A user's role in an apartment: owner or tenant (`getAllowedRoles`). */
export const apartmentUsers = pgTable(
  'apartment_users',
  {
    apartmentId: integer('apartment_id')
      .notNull()
      .references(() => apartments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: varchar('role', { length: 16 }).notNull().$type<ApartmentRole>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.apartmentId, t.userId] }), index('apartment_users_user_idx').on(t.userId)],
);
