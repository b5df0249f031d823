import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { apartments, apartmentTemplates, condominiums } from '../../platform/db/schema';

export type NewApartment = typeof apartments.$inferInsert;

export interface CondominiumRow {
  id: number;
  name: string;
  streetAddress: string | null;
  postcode: string | null;
  postOffice: string | null;
}

const condominiumColumns = {
  id: condominiums.id,
  name: condominiums.name,
  streetAddress: condominiums.streetAddress,
  postcode: condominiums.postcode,
  postOffice: condominiums.postOffice,
};

const apartmentColumns = {
  id: apartments.id,
  condominiumId: apartments.condominiumId,
  stairwell: apartments.stairwell,
  apartmentNumber: apartments.apartmentNumber,
  apartmentTemplateId: apartments.apartmentTemplateId,
  templateName: apartmentTemplates.name,
};

export interface ApartmentListRow {
  id: number;
  condominiumId: number;
  stairwell: string;
  apartmentNumber: string | null;
  apartmentTemplateId: number | null;
  templateName: string | null;
}

/** An apartment with its condominium: what the apartment page and its access check read. */
export interface ApartmentRow extends ApartmentListRow {
  condominium: CondominiumRow;
}

/**
 * The condominiums among `ids`. `lock` takes FOR SHARE: an apartment about to be added keeps its
 * condominium from being deleted under it (the foreign key would otherwise fail with a 5xx).
 */
export function findCondominiumsIn(db: DbOrTx, ids: readonly number[], lock: boolean): Promise<CondominiumRow[]> {
  const query = db
    .select(condominiumColumns)
    .from(condominiums)
    .where(inArray(condominiums.id, [...ids]));
  return lock ? query.for('share') : query;
}

/** The apartments among `ids` with their condominium, only those of `condominiumId` when given. */
export async function findApartmentsIn(
  db: DbOrTx,
  ids: readonly number[],
  condominiumId: number | undefined,
  lock: boolean,
): Promise<ApartmentRow[]> {
  const where = inArray(apartments.id, [...ids]);
  const query = db
    .select({ ...apartmentColumns, condominium: condominiumColumns })
    .from(apartments)
    .innerJoin(condominiums, eq(condominiums.id, apartments.condominiumId))
    .leftJoin(apartmentTemplates, eq(apartmentTemplates.id, apartments.apartmentTemplateId))
    .where(condominiumId === undefined ? where : and(where, eq(apartments.condominiumId, condominiumId)));
  return lock ? query.for('update', { of: apartments }) : query;
}

/**
 * A condominium's apartments by stairwell, then number as a number: numbers have no leading zeros,
 * so a shorter one is smaller and equal lengths compare as text (no cast, so the index's order
 * helps). Apartments without a number come first in their stairwell.
 */
export function listApartments(db: DbOrTx, condominiumId: number): Promise<ApartmentListRow[]> {
  return db
    .select(apartmentColumns)
    .from(apartments)
    .leftJoin(apartmentTemplates, eq(apartmentTemplates.id, apartments.apartmentTemplateId))
    .where(eq(apartments.condominiumId, condominiumId))
    .orderBy(
      asc(apartments.stairwell),
      sql`length(${apartments.apartmentNumber}) nulls first`,
      asc(apartments.apartmentNumber),
      asc(apartments.id),
    );
}

export async function hasTemplates(db: DbOrTx, condominiumId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: apartmentTemplates.id })
    .from(apartmentTemplates)
    .where(eq(apartmentTemplates.condominiumId, condominiumId))
    .limit(1);
  return row !== undefined;
}

/**
 * The template if it is the condominium's, FOR SHARE: deleting it waits until the new apartment
 * that refers to it is in (and then refuses, 409), instead of the insert failing on the foreign key.
 */
export async function findTemplate(db: DbOrTx, condominiumId: number, templateId: number) {
  const [row] = await db
    .select({ id: apartmentTemplates.id, name: apartmentTemplates.name })
    .from(apartmentTemplates)
    .where(and(eq(apartmentTemplates.id, templateId), eq(apartmentTemplates.condominiumId, condominiumId)))
    .for('share');
  return row;
}

export async function insertApartment(db: DbOrTx, values: NewApartment): Promise<number> {
  const [row] = await db.insert(apartments).values(values).returning({ id: apartments.id });
  return row.id;
}

/** Its memberships and notification links go with it (ON DELETE CASCADE). */
export async function deleteApartment(db: DbOrTx, id: number): Promise<void> {
  await db.delete(apartments).where(eq(apartments.id, id));
}
