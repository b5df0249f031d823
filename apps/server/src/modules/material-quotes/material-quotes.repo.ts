import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import {
  apartments,
  apartmentUsers,
  condominiumProjects,
  materialFormGroups,
  materialFormSelects,
  materialForms,
  materialQuoteRows,
  materialQuotes,
  materialSelections,
  projects,
  roomCards,
  users,
} from '../../platform/db/schema';
import { type ProjectViewer, visibleProjectCondition } from '../projects/projects.repo';

type Viewer = Pick<ProjectViewer, 'seesEveryProject' | 'seesDeleted' | 'companyIds'>;
export type QuoteRecord = typeof materialQuotes.$inferSelect;
export type QuoteRowRecord = typeof materialQuoteRows.$inferSelect;
export type RoomCardRecord = typeof roomCards.$inferSelect;

/** A quote with its apartment's place and whether the viewer sees its project. */
export interface QuoteRow {
  quote: QuoteRecord;
  condominiumId: number;
  stairwell: string;
  apartmentNumber: string | null;
  projectVisible: boolean;
}

/** A quote with everything its answer shows. */
export interface QuoteDetail extends QuoteRow {
  rows: QuoteRowRecord[];
  roomCard: RoomCardRecord | null;
}

// `projects` inside the subquery is the outer table of visibleProjectCondition's columns.
const projectVisible = (viewer: Viewer) =>
  sql<boolean>`exists (select 1 from ${projects} where ${projects.id} = ${materialQuotes.projectId} and ${visibleProjectCondition(viewer)})`;

function selectQuotes(db: DbOrTx, viewer: Viewer) {
  return db
    .select({
      quote: materialQuotes,
      condominiumId: apartments.condominiumId,
      stairwell: apartments.stairwell,
      apartmentNumber: apartments.apartmentNumber,
      projectVisible: projectVisible(viewer),
    })
    .from(materialQuotes)
    .innerJoin(apartments, eq(apartments.id, materialQuotes.apartmentId));
}

// Stairwell, then apartment number as a number (no number first), then newest.
const panelOrder = [
  asc(apartments.stairwell),
  sql`nullif(${apartments.apartmentNumber}, '')::bigint asc nulls first`,
  desc(materialQuotes.id),
];

/** The quotes among `ids` (the access gate's source), locked when they are about to change. */
export async function findQuotesIn(db: DbOrTx, viewer: Viewer, ids: readonly number[], lock: boolean) {
  const query = selectQuotes(db, viewer).where(inArray(materialQuotes.id, [...ids]));
  return lock ? query.for('update', { of: materialQuotes }) : query;
}

export function findProjectQuotes(
  db: DbOrTx,
  viewer: Viewer,
  projectId: number,
  window: { limit: number; offset: number },
) {
  return selectQuotes(db, viewer)
    .where(eq(materialQuotes.projectId, projectId))
    .orderBy(...panelOrder)
    .limit(window.limit)
    .offset(window.offset);
}

export async function countProjectQuotes(db: DbOrTx, projectId: number): Promise<number> {
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(materialQuotes)
    .where(eq(materialQuotes.projectId, projectId));
  return n;
}

export function findApartmentQuotes(db: DbOrTx, viewer: Viewer, apartmentId: number, statuses: readonly string[]) {
  return selectQuotes(db, viewer)
    .where(and(eq(materialQuotes.apartmentId, apartmentId), inArray(materialQuotes.status, [...statuses])))
    .orderBy(desc(materialQuotes.id));
}

/** Rows and room cards of a set of quotes: two statements whatever the count. */
export async function withDetails(db: DbOrTx, quotes: QuoteRow[]): Promise<QuoteDetail[]> {
  if (!quotes.length) return [];
  const ids = quotes.map((q) => q.quote.id);
  const [rows, cards] = await Promise.all([
    db
      .select()
      .from(materialQuoteRows)
      .where(inArray(materialQuoteRows.materialQuoteId, ids))
      .orderBy(asc(materialQuoteRows.position), asc(materialQuoteRows.id)),
    db.select().from(roomCards).where(inArray(roomCards.materialQuoteId, ids)),
  ]);
  return quotes.map((q) => ({
    ...q,
    rows: rows.filter((r) => r.materialQuoteId === q.quote.id),
    roomCard: cards.find((c) => c.materialQuoteId === q.quote.id) ?? null,
  }));
}

/** The condominium a project belongs to (condominium_projects), or undefined. */
export async function findProjectCondominium(db: DbOrTx, projectId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: condominiumProjects.condominiumId })
    .from(condominiumProjects)
    .where(eq(condominiumProjects.projectId, projectId));
  return row?.id;
}

export async function isApartmentOf(db: DbOrTx, apartmentId: number, condominiumId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: apartments.id })
    .from(apartments)
    .where(and(eq(apartments.id, apartmentId), eq(apartments.condominiumId, condominiumId)));
  return Boolean(row);
}

export async function insertQuote(db: DbOrTx, values: typeof materialQuotes.$inferInsert): Promise<number> {
  const [row] = await db.insert(materialQuotes).values(values).returning({ id: materialQuotes.id });
  return row.id;
}

export async function updateQuote(db: DbOrTx, id: number, values: Partial<typeof materialQuotes.$inferInsert>) {
  await db
    .update(materialQuotes)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(materialQuotes.id, id));
}

export interface RowValues {
  description: string;
  price: string;
  area: string | null;
}

/** Replaces a quote's rows (inside the caller's transaction). Comments on removed rows go with them. */
export async function replaceRows(db: DbOrTx, quoteId: number, rows: RowValues[]) {
  await db.delete(materialQuoteRows).where(eq(materialQuoteRows.materialQuoteId, quoteId));
  if (!rows.length) return;
  await db
    .insert(materialQuoteRows)
    .values(rows.map((row, position) => ({ ...row, materialQuoteId: quoteId, position })));
}

export async function findRows(db: DbOrTx, quoteId: number) {
  return db
    .select()
    .from(materialQuoteRows)
    .where(eq(materialQuoteRows.materialQuoteId, quoteId))
    .orderBy(asc(materialQuoteRows.position), asc(materialQuoteRows.id));
}

/** The apartment's chosen options in the project's forms, in form, group and select order. */
export function findApartmentSelections(db: DbOrTx, apartmentId: number, projectId: number) {
  return db
    .select({
      id: materialSelections.id,
      selectId: materialSelections.materialFormSelectId,
      optionId: materialSelections.materialFormOptionId,
      selectName: materialFormSelects.name,
      area: materialFormSelects.area,
      name: materialSelections.name,
      price: materialSelections.price,
    })
    .from(materialSelections)
    .innerJoin(materialFormSelects, eq(materialFormSelects.id, materialSelections.materialFormSelectId))
    .innerJoin(materialFormGroups, eq(materialFormGroups.id, materialFormSelects.materialFormGroupId))
    .innerJoin(materialForms, eq(materialForms.id, materialFormGroups.materialFormId))
    .where(and(eq(materialSelections.apartmentId, apartmentId), eq(materialForms.projectId, projectId)))
    .orderBy(
      asc(materialForms.id),
      asc(materialFormGroups.position),
      asc(materialFormGroups.id),
      asc(materialFormSelects.position),
      asc(materialFormSelects.id),
    );
}

export interface Recipient {
  id: number;
  email: string;
  name: string;
  locale: string;
}

const recipientColumns = { id: users.id, email: users.email, name: users.name, locale: users.locale };

/** The apartment's owners, who are told when a quote is sent (enabled accounts only). */
export function findApartmentOwners(db: DbOrTx, apartmentId: number): Promise<Recipient[]> {
  return db
    .select(recipientColumns)
    .from(apartmentUsers)
    .innerJoin(users, eq(users.id, apartmentUsers.userId))
    .where(and(eq(apartmentUsers.apartmentId, apartmentId), eq(apartmentUsers.role, 'owner'), enabled()))
    .orderBy(asc(users.id));
}

export async function findUserRecipient(db: DbOrTx, userId: number): Promise<Recipient | undefined> {
  const [row] = await db
    .select(recipientColumns)
    .from(users)
    .where(and(eq(users.id, userId), enabled()));
  return row;
}

function enabled(): SQL {
  return sql`${users.enabled} = true`;
}
