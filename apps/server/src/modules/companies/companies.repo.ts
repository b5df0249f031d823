import type { CompanyType } from '@portal/contracts';
import { and, asc, count, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { containsPattern } from '../../platform/db/pg-errors';
import { companies, projectCompanies, roles, userRoles } from '../../platform/db/schema';

export type CompanyRecord = typeof companies.$inferSelect;

function searchFilter(search?: string): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(ilike(companies.name, pattern), ilike(companies.code, pattern));
}

/** A page of companies by name, and the count of the whole list; `onlyIds` limits it to those companies. */
export async function findCompanies(
  db: DbOrTx,
  opts: { search?: string; onlyIds: number[] | null; limit: number; offset: number },
): Promise<{ rows: CompanyRecord[]; total: number }> {
  const where = and(searchFilter(opts.search), opts.onlyIds === null ? undefined : inArray(companies.id, opts.onlyIds));
  const [rows, [{ n }]] = await Promise.all([
    db
      .select()
      .from(companies)
      .where(where)
      .orderBy(asc(sql`lower(${companies.name})`), asc(companies.id))
      .limit(opts.limit)
      .offset(opts.offset),
    db.select({ n: count() }).from(companies).where(where),
  ]);
  return { rows, total: n };
}

/**
 * The companies among `ids`. Locked (`lock`) until the transaction ends when one is about to go:
 * attaching a project references the row, so an attachment made meanwhile waits, and the count
 * taken after the lock stays true until the delete.
 */
export async function findCompaniesByIds(db: DbOrTx, ids: readonly number[], lock = false): Promise<CompanyRecord[]> {
  if (!ids.length) return [];
  const query = db
    .select()
    .from(companies)
    .where(inArray(companies.id, [...new Set(ids)]));
  return lock ? query.for('update') : query;
}

/** Case-insensitive, as the unique index compares codes; `exceptId` skips the company being edited. */
export async function findCompanyByCode(
  db: DbOrTx,
  code: string,
  exceptId?: number,
): Promise<CompanyRecord | undefined> {
  const same = sql`lower(${companies.code}) = ${code.toLowerCase()}`;
  const [row] = await db
    .select()
    .from(companies)
    .where(exceptId ? and(same, ne(companies.id, exceptId)) : same)
    .limit(1);
  return row;
}

/** Every company keyed by its lower-cased code (the CSV import looks codes up in bulk). */
export async function findCompaniesByCodes(db: DbOrTx, codes: string[]): Promise<CompanyRecord[]> {
  if (!codes.length) return [];
  return db
    .select()
    .from(companies)
    .where(inArray(sql`lower(${companies.code})`, [...new Set(codes.map((c) => c.toLowerCase()))]));
}

export async function updateCompany(
  db: DbOrTx,
  id: number,
  values: { name: string; code: string; type?: CompanyType },
): Promise<CompanyRecord> {
  const [row] = await db
    .update(companies)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(companies.id, id))
    .returning();
  return row;
}

export async function deleteCompany(db: DbOrTx, id: number): Promise<void> {
  await db.delete(companies).where(eq(companies.id, id));
}

/** Users holding any role of the company (membership is the employee role, but count every role). */
export async function countCompanyUsers(db: DbOrTx, companyId: number): Promise<number> {
  const [{ n }] = await db
    .select({ n: sql<number>`count(distinct ${userRoles.userId})::int` })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(roles.companyId, companyId));
  return n;
}

/** Projects the company is attached to, soft-deleted ones included: their rows still point at it. */
export async function countCompanyProjects(db: DbOrTx, companyId: number): Promise<number> {
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(projectCompanies)
    .where(eq(projectCompanies.companyId, companyId));
  return n;
}
