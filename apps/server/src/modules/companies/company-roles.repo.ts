import { COMPANY_ROLES, type CompanyRole, type CompanyType } from '@portal/contracts';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { companies, roles, userRoles } from '../../platform/db/schema';

const DISPLAY: Record<CompanyRole, string> = { employee: 'employee', editor: 'editor', manager: 'manager' };

/** A company with its own employee, editor and manager role rows. */
export async function insertCompanyWithRoles(
  db: DbOrTx,
  values: { name: string; code?: string | null; type: CompanyType },
) {
  const [company] = await db
    .insert(companies)
    .values({ name: values.name, code: values.code ?? null, type: values.type })
    .returning();
  await db
    .insert(roles)
    .values(COMPANY_ROLES.map((name) => ({ name, displayName: DISPLAY[name], companyId: company.id })));
  return company;
}

/** Gives a user roles in a company; employee always comes with membership. */
export async function addUserCompanyRoles(
  db: DbOrTx,
  userId: number,
  companyId: number,
  wanted: readonly CompanyRole[],
) {
  const names = [...new Set<CompanyRole>(['employee', ...wanted])];
  const rows = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.companyId, companyId), inArray(roles.name, names)));
  if (rows.length)
    await db
      .insert(userRoles)
      .values(rows.map((r) => ({ userId, roleId: r.id })))
      .onConflictDoNothing();
}

export interface CompanyRoleRecord {
  id: number;
  name: CompanyRole;
  displayName: string;
  companyId: number;
}

const companyRoleColumns = {
  id: roles.id,
  name: roles.name,
  displayName: roles.displayName,
  companyId: roles.companyId,
};

/** The role rows of the given companies, in the order employee, editor, manager. */
export async function findRolesOfCompanies(db: DbOrTx, companyIds: number[]): Promise<CompanyRoleRecord[]> {
  if (!companyIds.length) return [];
  const rows = await db
    .select(companyRoleColumns)
    .from(roles)
    .where(inArray(roles.companyId, companyIds))
    .orderBy(asc(roles.companyId), asc(roles.id));
  return rows as CompanyRoleRecord[];
}

/** One company role row, by id, only when it belongs to a company (typed roles are not company roles). */
export async function findCompanyRoleById(db: DbOrTx, roleId: number): Promise<CompanyRoleRecord | undefined> {
  const [row] = await db
    .select(companyRoleColumns)
    .from(roles)
    .where(and(eq(roles.id, roleId), isNotNull(roles.companyId)))
    .limit(1);
  return row as CompanyRoleRecord | undefined;
}

/** The company roles a set of users hold, in every company. */
export async function findRolesOfUsers(
  db: DbOrTx,
  userIds: number[],
): Promise<(CompanyRoleRecord & { userId: number })[]> {
  if (!userIds.length) return [];
  const rows = await db
    .select({ ...companyRoleColumns, userId: userRoles.userId })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(inArray(userRoles.userId, [...new Set(userIds)]), isNotNull(roles.companyId)))
    .orderBy(asc(roles.companyId), asc(roles.id));
  return rows as (CompanyRoleRecord & { userId: number })[];
}

/** The company ids a user belongs to. */
export async function findCompanyIdsOfUser(db: DbOrTx, userId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ companyId: roles.companyId })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(userRoles.userId, userId), isNotNull(roles.companyId)));
  return rows.flatMap((r) => (r.companyId === null ? [] : [r.companyId]));
}

export async function removeUserRole(db: DbOrTx, userId: number, roleId: number): Promise<void> {
  await db.delete(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.roleId, roleId)));
}

/** Takes a user out of a company: every role they hold there goes. */
export async function removeUserFromCompany(db: DbOrTx, userId: number, companyId: number): Promise<void> {
  const ids = db.select({ id: roles.id }).from(roles).where(eq(roles.companyId, companyId));
  await db.delete(userRoles).where(and(eq(userRoles.userId, userId), inArray(userRoles.roleId, ids)));
}

/** Many memberships at once (the CSV import); existing ones are kept. */
export async function insertUserRoles(db: DbOrTx, rows: { userId: number; roleId: number }[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 1000) {
    await db
      .insert(userRoles)
      .values(rows.slice(i, i + 1000))
      .onConflictDoNothing();
  }
}
