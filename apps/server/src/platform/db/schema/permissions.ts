import { index, integer, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { roles } from './companies';

export const permissions = pgTable(
  'permissions',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 64 }).notNull(),
  },
  (t) => [uniqueIndex('permissions_name_unique').on(t.name)],
);

/**
 * A matrix cell: the role column (`employee`, `editor`, `manager`, `owner`, or a typed role such
 * as `subcontractor-manager`) holds the permission.
 */
export const rolePermissions = pgTable(
  'role_permissions',
  {
    id: serial('id').primaryKey(),
    role: varchar('role', { length: 64 }).notNull(),
    permissionId: integer('permission_id')
      .notNull()
      .references(() => permissions.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('role_permissions_unique').on(t.role, t.permissionId)],
);

/** Visibility grants: a company role may see a Project, Folder or DefaultFolder. */
export const contentPermissions = pgTable(
  'content_permissions',
  {
    id: serial('id').primaryKey(),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    contentType: varchar('content_type', { length: 32 }).notNull().$type<'Project' | 'Folder' | 'DefaultFolder'>(),
    contentId: integer('content_id').notNull(),
  },
  (t) => [
    uniqueIndex('content_permissions_unique').on(t.roleId, t.contentType, t.contentId),
    index('content_permissions_content_idx').on(t.contentType, t.contentId),
  ],
);
