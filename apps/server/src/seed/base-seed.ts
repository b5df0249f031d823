import {
  COMPANY_ROLES,
  COMPANY_TYPES,
  DEFAULT_DOCUMENT_TYPE_NAME,
  PERMISSIONS,
  type Permission,
  typedRoleName,
} from '@portal/contracts';
import { count, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Config } from '../config';
import { hashPassword } from '../platform/auth/passwords';
import type { Db } from '../platform/db/client';
import {
  documentTypeFields,
  documentTypes,
  fields,
  keywords,
  permissions,
  privacyTerms,
  rolePermissions,
  roles,
  userCategories,
  users,
} from '../platform/db/schema';
import { PRIVACY_TERMS } from './privacy-terms';
import { seedProjectBase } from './project-base-seed';

/**
 * The matrix a new installation starts with; owner-managers then adjust it in /permissions. The
 * typed columns give the employees of the companies that add documents (owner and subcontractor)
 * `document.edit`, so a site worker can correct what they added (issue 16); a client's employees,
 * who add none, do not get it. Migration 0009 adds the same to an installation whose matrix is
 * still the one this seed wrote before.
 */
export const DEFAULT_ROLE_PERMISSIONS: Record<string, readonly Permission[]> = {
  employee: ['projects.access', 'documents.access', 'document.create', 'notification.access'],
  editor: [
    'projects.access',
    'documents.access',
    'document.create',
    'document.edit',
    'keywords.manage',
    'notification.access',
  ],
  manager: [
    'projects.access',
    'projects.manage',
    'documents.access',
    'document.create',
    'document.edit',
    'documents.delete',
    'document-delete-requests.manage',
    'company-users.manage',
    'schedules_view',
    'import',
    'notification.access',
  ],
  owner: PERMISSIONS,
  [typedRoleName('owner', 'employee')]: ['document.edit'],
  [typedRoleName('subcontractor', 'employee')]: ['document.edit'],
};

/** Built-in fields with the ids the spec refers to (phase 2, subject 3, state 4). */
const BUILTIN_FIELDS = [
  { id: 1, key: 'creation_date', type: 'date', isAutomatic: true, order: 1 },
  { id: 2, key: 'phase', type: 'keywords', isAutomatic: false, order: 2 },
  { id: 3, key: 'subject', type: 'keywords', isAutomatic: false, order: 3 },
  { id: 4, key: 'state', type: 'keywords', isAutomatic: false, order: 4 },
  { id: 5, key: 'gps_coordinates', type: 'text', isAutomatic: true, order: 5 },
  { id: 6, key: 'gps_accuracy', type: 'text', isAutomatic: true, order: 6 },
  { id: 7, key: 'info', type: 'text', isAutomatic: false, order: 7 },
  { id: 8, key: 'position', type: 'text', isAutomatic: false, order: 8 },
] as const;

async function isEmpty(db: Db, table: PgTable): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(table);
  return row.n === 0;
}

/**
 * Idempotent: fills what a working installation needs (permissions, typed roles, the default
 * matrix, a default user category, terms, built-in fields) and the first Super user, without
 * touching what administrators have changed since.
 */
export async function seedBase(db: Db, config: Config): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(permissions)
      .values(PERMISSIONS.map((name) => ({ name })))
      .onConflictDoNothing();
    const typed = COMPANY_TYPES.flatMap((type) =>
      COMPANY_ROLES.map((role) => ({
        name: typedRoleName(type, role),
        displayName: typedRoleName(type, role),
        companyType: type,
      })),
    );
    await tx.insert(roles).values(typed).onConflictDoNothing();
  });

  if (await isEmpty(db, rolePermissions)) {
    const all = await db.select().from(permissions);
    const idOf = new Map(all.map((p) => [p.name, p.id]));
    const rows = Object.entries(DEFAULT_ROLE_PERMISSIONS).flatMap(([role, names]) =>
      names.map((n) => ({ role, permissionId: idOf.get(n)! })),
    );
    await db.insert(rolePermissions).values(rows).onConflictDoNothing();
  }
  if (await isEmpty(db, userCategories)) {
    await db.insert(userCategories).values({ name: 'Default', isDefault: true });
  }
  if (await isEmpty(db, privacyTerms)) {
    await db.insert(privacyTerms).values(PRIVACY_TERMS);
  }
  if (await isEmpty(db, fields)) {
    await db.transaction(async (tx) => {
      await tx
        .insert(fields)
        .values(BUILTIN_FIELDS.map((f) => ({ ...f, isDefault: true, showInDocumentsTable: true })));
      // Later fields get ids after the built-in ones.
      await tx.execute(sql`select setval(pg_get_serial_sequence('fields', 'id'), 100)`);
      await tx.insert(keywords).values([
        { fieldId: 2, text: '-' },
        { fieldId: 3, text: '-' },
        { fieldId: 4, text: '-' },
      ]);
    });
  }
  if (await isEmpty(db, documentTypes)) {
    await db.transaction(async (tx) => {
      const [type] = await tx
        .insert(documentTypes)
        .values({ name: DEFAULT_DOCUMENT_TYPE_NAME, isDefault: true, isImmutable: true, isActive: true })
        .returning({ id: documentTypes.id });
      await tx
        .insert(documentTypeFields)
        .values(BUILTIN_FIELDS.map((f) => ({ documentTypeId: type.id, fieldId: f.id, order: f.order })));
    });
  }
  if (await isEmpty(db, users)) {
    await db.insert(users).values({
      name: config.ADMIN_NAME,
      email: config.ADMIN_EMAIL.toLowerCase(),
      passwordHash: await hashPassword(config.ADMIN_PASSWORD),
      isSuper: true,
      enabled: true,
    });
  }
  await seedProjectBase(db);
}
