import { COMPANY_ROLES, type CompanyRole, type CompanyType } from '@portal/contracts';
import { and, eq, inArray } from 'drizzle-orm';
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
