import type { CondominiumSortColumn } from '@portal/contracts';
import { and, asc, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { containsPattern } from '../../platform/db/pg-errors';
import { apartments, apartmentTemplates, condominiumProjects, condominiums, projects } from '../../platform/db/schema';

export type CondominiumRecord = typeof condominiums.$inferSelect;
export type NewCondominium = typeof condominiums.$inferInsert;

/**
 * Who sees which condominiums, as data (DECISIONS.md "Apartment residents"): staff see them all;
 * anyone else the condominiums of their memberships (admin, stakeholder, or a resident's apartment).
 */
export interface CondominiumViewer {
  seesAll: boolean;
  condominiumIds: number[];
  /** Whose apartments they see besides (apartmentPolicy): all of the condominiums they administer… */
  adminCondominiumIds: number[];
  /** …and their own as owner or tenant. */
  apartmentIds: number[];
}

const valueList = (values: readonly (number | string)[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

export function visibleCondominiumCondition(viewer: CondominiumViewer): SQL {
  if (viewer.seesAll) return sql`true`;
  return viewer.condominiumIds.length ? sql`${condominiums.id} in (${valueList(viewer.condominiumIds)})` : sql`false`;
}

const SORT_COLUMNS = {
  id: sql`${condominiums.id}`,
  name: sql`lower(${condominiums.name})`,
  street_address: sql`lower(${condominiums.streetAddress})`,
  postcode: sql`${condominiums.postcode}`,
  post_office: sql`lower(${condominiums.postOffice})`,
} satisfies Record<CondominiumSortColumn, SQL>;

export interface CondominiumFilter {
  search?: string;
  sort: CondominiumSortColumn;
  order: 'asc' | 'desc';
}

/** A page of the visible condominiums in the asked order (empty values last, ties by id), and the count of all. */
export async function findCondominiums(
  db: DbOrTx,
  viewer: CondominiumViewer,
  filter: CondominiumFilter,
  window: { limit: number; offset: number },
): Promise<{ rows: CondominiumRecord[]; total: number }> {
  const where = and(
    visibleCondominiumCondition(viewer),
    filter.search
      ? sql`concat_ws(' ', ${condominiums.name}, ${condominiums.streetAddress}, ${condominiums.postcode}, ${condominiums.postOffice}) ilike ${containsPattern(filter.search)}`
      : undefined,
  );
  const dir = filter.order === 'desc' ? sql`desc` : sql`asc`;
  const [rows, [{ n }]] = await Promise.all([
    db
      .select()
      .from(condominiums)
      .where(where)
      .orderBy(
        sql`${SORT_COLUMNS[filter.sort]} ${dir} nulls last`,
        filter.order === 'desc' ? desc(condominiums.id) : asc(condominiums.id),
      )
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(condominiums).where(where),
  ]);
  return { rows, total: n };
}

/** The rows among `ids` the viewer sees (the access gate's source), locked when about to change. */
export function findVisibleCondominiumsIn(
  db: DbOrTx,
  viewer: CondominiumViewer,
  ids: readonly number[],
  lock: boolean,
) {
  const query = db
    .select()
    .from(condominiums)
    .where(and(inArray(condominiums.id, [...ids]), visibleCondominiumCondition(viewer)));
  return lock ? query.for('update') : query;
}

/** How many condominiums and apartments the viewer sees (condominiumsInfo; apartments as apartmentPolicy reads them). */
export async function countVisible(db: DbOrTx, viewer: CondominiumViewer) {
  const apartmentSeen = viewer.seesAll
    ? sql`true`
    : sql`(a.condominium_id in (${valueList([0, ...viewer.adminCondominiumIds])}) or a.id in (${valueList([0, ...viewer.apartmentIds])}))`;
  const [row] = await db
    .select({
      condominiums: sql<number>`count(*)::int`,
      apartments: sql<number>`coalesce(sum((select count(*) from ${apartments} a where a.condominium_id = ${condominiums}.id and ${apartmentSeen})), 0)::int`,
    })
    .from(condominiums)
    .where(visibleCondominiumCondition(viewer));
  return row;
}

export async function insertCondominium(db: DbOrTx, values: NewCondominium): Promise<CondominiumRecord> {
  const [row] = await db.insert(condominiums).values(values).returning();
  return row;
}

export async function updateCondominium(db: DbOrTx, id: number, values: Partial<NewCondominium>) {
  const [row] = await db
    .update(condominiums)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(condominiums.id, id))
    .returning();
  return row;
}

/** Whether anything keeps the condominium from being deleted: its apartments, templates or projects. */
export async function isCondominiumInUse(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db
    .select({
      used: sql<boolean>`exists (select 1 from ${apartments} where ${apartments.condominiumId} = ${id})
        or exists (select 1 from ${apartmentTemplates} where ${apartmentTemplates.condominiumId} = ${id})
        or exists (select 1 from ${condominiumProjects} where ${condominiumProjects.condominiumId} = ${id})`,
    })
    .from(sql`(select 1) as one`);
  return row.used;
}

export async function deleteCondominium(db: DbOrTx, id: number): Promise<void> {
  await db.delete(condominiums).where(eq(condominiums.id, id));
}

export async function setCondominiumPhoto(db: DbOrTx, id: number, photoKey: string | null): Promise<void> {
  await db.update(condominiums).set({ photoKey, updatedAt: new Date() }).where(eq(condominiums.id, id));
}

/** The condominium's projects, by name; `visible` narrows them to what the caller may be shown. */
export function findCondominiumProjects(db: DbOrTx, condominiumId: number, visible: SQL) {
  return db
    .select({ id: projects.id, code: projects.code, name: projects.name, type: projects.type, active: projects.active })
    .from(condominiumProjects)
    .innerJoin(projects, eq(projects.id, condominiumProjects.projectId))
    .where(and(eq(condominiumProjects.condominiumId, condominiumId), visible))
    .orderBy(sql`lower(${projects.name})`, projects.id);
}

/** Not soft-deleted: what residents may be shown of a condominium's projects. */
export const notDeletedProject = (): SQL => isNull(projects.deletedAt);

/** Sets projects' condominium (one per project: a second link replaces the first). */
export async function linkCondominiumProjects(db: DbOrTx, links: { condominiumId: number; projectId: number }[]) {
  if (!links.length) return [];
  return db
    .insert(condominiumProjects)
    .values(links)
    .onConflictDoUpdate({
      target: condominiumProjects.projectId,
      set: { condominiumId: sql`excluded.condominium_id`, createdAt: sql`now()` },
    })
    .returning();
}

/** Condominiums named (regardless of case) or numbered by `keys`, for the projects import. */
export async function findCondominiumsByNameOrId(db: DbOrTx, keys: string[]) {
  const names = [...new Set(keys.map((k) => k.trim().toLowerCase()).filter(Boolean))];
  if (!names.length) return [];
  const ids = names.filter((k) => /^[1-9]\d{0,9}$/.test(k) && Number(k) <= 2_147_483_647).map(Number);
  const byName = sql`lower(${condominiums.name}) in (${valueList(names)})`;
  return db
    .select({ id: condominiums.id, name: condominiums.name })
    .from(condominiums)
    .where(ids.length ? sql`${byName} or ${condominiums.id} in (${valueList(ids)})` : byName);
}
