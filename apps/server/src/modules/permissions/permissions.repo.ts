import {
  type CompanyRole,
  type CompanyType,
  type ContentPermission,
  type ContentType,
  PERMISSIONS,
  permissionLabel,
  typedRoleName,
} from '@portal/contracts';
import { and, asc, count, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import {
  companies,
  contentPermissions,
  permissions,
  rolePermissions,
  roles,
  userRoles,
} from '../../platform/db/schema';

/** The global owner role's column (`rolepermissions_owner`). */
export const OWNER_COLUMN = 'owner';

export async function findAllPermissions(db: DbOrTx) {
  return db.select({ id: permissions.id, name: permissions.name }).from(permissions).orderBy(asc(permissions.id));
}

export async function findPermissionByName(db: DbOrTx, name: string) {
  const [row] = await db
    .select({ id: permissions.id, name: permissions.name })
    .from(permissions)
    .where(eq(permissions.name, name))
    .limit(1);
  return row;
}

/** Every granted cell of the matrix. */
export async function findMatrixCells(db: DbOrTx) {
  return db.select({ role: rolePermissions.role, permissionId: rolePermissions.permissionId }).from(rolePermissions);
}

export async function findCellsOfRoles(db: DbOrTx, roleNames: string[]) {
  if (!roleNames.length) return [];
  return db
    .selectDistinct({ name: permissions.name })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(inArray(rolePermissions.role, roleNames))
    .orderBy(asc(permissions.name));
}

export async function grantCell(db: DbOrTx, role: string, permissionId: number): Promise<void> {
  await db.insert(rolePermissions).values({ role, permissionId }).onConflictDoNothing();
}

export async function revokeCell(db: DbOrTx, role: string, permissionId: number): Promise<void> {
  await db
    .delete(rolePermissions)
    .where(and(eq(rolePermissions.role, role), eq(rolePermissions.permissionId, permissionId)));
}

/** Typed roles: the per-company-type matrix columns (no company); only of `companyTypes` when given. */
export async function findTypedRoles(db: DbOrTx, companyTypes?: CompanyType[]) {
  const rows = await db
    .select({ id: roles.id, name: roles.name, displayName: roles.displayName, companyType: roles.companyType })
    .from(roles)
    .where(
      and(
        isNull(roles.companyId),
        isNotNull(roles.companyType),
        companyTypes ? (companyTypes.length ? inArray(roles.companyType, companyTypes) : sql`false`) : undefined,
      ),
    )
    .orderBy(asc(roles.id));
  return rows as { id: number; name: string; displayName: string; companyType: CompanyType }[];
}

/** A role row with its company, as GET roles and the folder grids read it. */
export const companyRoleColumns = {
  id: roles.id,
  name: roles.name,
  displayName: roles.displayName,
  companyId: roles.companyId,
  companyName: companies.name,
  companyType: companies.type,
};

export interface CompanyRoleRow {
  id: number;
  name: CompanyRole;
  displayName: string;
  companyId: number;
  companyName: string;
  companyType: CompanyType;
}

/** Only roles of these companies (a user who is not on the owner side sees no other company's). */
const ofCompanies = (companyIds: number[] | null | undefined): SQL | undefined =>
  companyIds ? inArray(roles.companyId, companyIds.length ? companyIds : [0]) : undefined;

/** A page of the companies' own role rows, by company name. */
export async function findCompanyRoles(
  db: DbOrTx,
  opts: { companyId?: number; companyIds: number[] | null; limit: number; offset: number },
): Promise<{ rows: CompanyRoleRow[]; total: number }> {
  const where = and(opts.companyId ? eq(roles.companyId, opts.companyId) : undefined, ofCompanies(opts.companyIds));
  const [rows, [{ n }]] = await Promise.all([
    db
      .select(companyRoleColumns)
      .from(roles)
      .innerJoin(companies, eq(companies.id, roles.companyId))
      .where(where)
      .orderBy(asc(companies.name), asc(companies.id), asc(roles.id))
      .limit(opts.limit)
      .offset(opts.offset),
    db.select({ n: count() }).from(roles).innerJoin(companies, eq(companies.id, roles.companyId)).where(where),
  ]);
  return { rows: rows as CompanyRoleRow[], total: n };
}

export async function findCompanyRoleRow(db: DbOrTx, roleId: number): Promise<CompanyRoleRow | undefined> {
  const [row] = await db
    .select(companyRoleColumns)
    .from(roles)
    .innerJoin(companies, eq(companies.id, roles.companyId))
    .where(eq(roles.id, roleId))
    .limit(1);
  return row as CompanyRoleRow | undefined;
}

export async function roleExists(db: DbOrTx, roleId: number): Promise<boolean> {
  const [row] = await db.select({ id: roles.id }).from(roles).where(eq(roles.id, roleId)).limit(1);
  return Boolean(row);
}

/** The user's company roles with their company's type: what the matrix columns are matched against. */
export async function findUserRoleTypes(db: DbOrTx, userId: number) {
  const rows = await db
    .select({ roleId: roles.id, name: roles.name, companyType: companies.type })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .innerJoin(companies, eq(companies.id, roles.companyId))
    .where(eq(userRoles.userId, userId));
  return rows as { roleId: number; name: CompanyRole; companyType: CompanyType }[];
}

export interface ContentPermissionFilter {
  contentType?: ContentType;
  contentId?: number;
  roleIds?: number[];
  /** Only grants to roles of these companies; null: every company's. */
  companyIds?: number[] | null;
}

function contentFilter(f: ContentPermissionFilter): SQL | undefined {
  return and(
    f.contentType ? eq(contentPermissions.contentType, f.contentType) : undefined,
    f.contentId !== undefined ? eq(contentPermissions.contentId, f.contentId) : undefined,
    f.roleIds ? inArray(contentPermissions.roleId, f.roleIds.length ? f.roleIds : [0]) : undefined,
    ofCompanies(f.companyIds),
  );
}

const contentColumns = {
  id: contentPermissions.id,
  roleId: contentPermissions.roleId,
  contentType: contentPermissions.contentType,
  contentId: contentPermissions.contentId,
  role: companyRoleColumns,
};

export type ContentPermissionRow = {
  id: number;
  roleId: number;
  contentType: ContentType;
  contentId: number;
  role: CompanyRoleRow;
};

export async function findContentPermissions(
  db: DbOrTx,
  filter: ContentPermissionFilter,
  window?: { limit: number; offset: number },
): Promise<{ rows: ContentPermissionRow[]; total: number }> {
  const where = contentFilter(filter);
  const query = db
    .select(contentColumns)
    .from(contentPermissions)
    .innerJoin(roles, eq(roles.id, contentPermissions.roleId))
    .innerJoin(companies, eq(companies.id, roles.companyId))
    .where(where)
    .orderBy(asc(contentPermissions.contentType), asc(contentPermissions.contentId), asc(contentPermissions.id));
  const rows = (await (window ? query.limit(window.limit).offset(window.offset) : query)) as ContentPermissionRow[];
  if (!window) return { rows, total: rows.length };
  const [{ n }] = await db
    .select({ n: count() })
    .from(contentPermissions)
    .innerJoin(roles, eq(roles.id, contentPermissions.roleId))
    .innerJoin(companies, eq(companies.id, roles.companyId))
    .where(where);
  return { rows, total: n };
}

export async function findContentPermissionById(db: DbOrTx, id: number): Promise<ContentPermissionRow | undefined> {
  const [row] = await db
    .select(contentColumns)
    .from(contentPermissions)
    .innerJoin(roles, eq(roles.id, contentPermissions.roleId))
    .innerJoin(companies, eq(companies.id, roles.companyId))
    .where(eq(contentPermissions.id, id))
    .limit(1);
  return row as ContentPermissionRow | undefined;
}

/** Inserts the grant unless it exists; answers its id and whether it is new. */
export async function insertContentPermission(
  db: DbOrTx,
  values: { roleId: number; contentType: ContentType; contentId: number },
): Promise<{ id: number; created: boolean }> {
  const [inserted] = await db
    .insert(contentPermissions)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: contentPermissions.id });
  if (inserted) return { id: inserted.id, created: true };
  const [existing] = await db
    .select({ id: contentPermissions.id })
    .from(contentPermissions)
    .where(
      and(
        eq(contentPermissions.roleId, values.roleId),
        eq(contentPermissions.contentType, values.contentType),
        eq(contentPermissions.contentId, values.contentId),
      ),
    )
    .limit(1);
  return { id: existing.id, created: false };
}

export async function deleteContentPermission(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .delete(contentPermissions)
    .where(eq(contentPermissions.id, id))
    .returning({ id: contentPermissions.id });
  return rows.length > 0;
}

/**
 * What a user may do: Super holds every permission; others the union of the columns their company
 * roles match (untyped and typed by the company's type) and the owner column for global owners,
 * exactly as the session resolves them. Content permissions are those of their company roles.
 */
export async function userPermissionView(
  db: DbOrTx,
  user: { id: number; isSuper: boolean; isOwner: boolean },
): Promise<{ permissions: { name: string; label: string }[]; contentPermissions: ContentPermission[] }> {
  const heldRoles = await findUserRoleTypes(db, user.id);
  let names: string[];
  if (user.isSuper) {
    names = [...PERMISSIONS].sort();
  } else {
    const columns = new Set<string>(heldRoles.flatMap((r) => [r.name, typedRoleName(r.companyType, r.name)]));
    if (user.isOwner) columns.add(OWNER_COLUMN);
    names = (await findCellsOfRoles(db, [...columns])).map((p) => p.name);
  }
  const { rows } = await findContentPermissions(db, { roleIds: heldRoles.map((r) => r.roleId) });
  return {
    permissions: names.map((name) => ({ name, label: permissionLabel(name) })),
    contentPermissions: rows.map((c) => ({
      id: c.id,
      role_id: c.roleId,
      content_type: c.contentType,
      content_id: c.contentId,
    })),
  };
}
