import type { CompanyType } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 255 }).notNull(),
    code: varchar('code', { length: 64 }),
    type: varchar('type', { length: 32 }).notNull().$type<CompanyType>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('companies_code_unique').on(sql`lower(${t.code})`).where(sql`${t.code} is not null`)],
);

/**
 * Role rows. Company roles (employee, editor, manager) have a company_id: each company owns its
 * three rows, and content permissions point at them. Typed roles (`subcontractor-manager`) have
 * company_type set and no company: they are the matrix columns for one company type.
 */
export const roles = pgTable(
  'roles',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 64 }).notNull(),
    displayName: varchar('display_name', { length: 128 }).notNull(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    companyType: varchar('company_type', { length: 32 }).$type<CompanyType>(),
  },
  (t) => [
    uniqueIndex('roles_company_name_unique').on(t.companyId, t.name),
    uniqueIndex('roles_typed_name_unique').on(t.name).where(sql`${t.companyId} is null`),
  ],
);

/** A user's roles within companies; membership of a company is holding its employee role. */
export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('user_roles_unique').on(t.userId, t.roleId), index('user_roles_role_idx').on(t.roleId)],
);
