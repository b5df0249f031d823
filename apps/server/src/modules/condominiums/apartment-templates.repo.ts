import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { apartments, apartmentTemplates } from '../../platform/db/schema';

export type ApartmentTemplateRecord = typeof apartmentTemplates.$inferSelect;
export type ApartmentTemplateRow = ApartmentTemplateRecord & { apartmentCount: number };

const apartmentCount = sql<number>`(select count(*)::int from ${apartments} a where a.apartment_template_id = ${apartmentTemplates}.id)`;

/** A condominium's templates by name, each with how many apartments use it (one statement). */
export function findTemplates(db: DbOrTx, condominiumId: number): Promise<ApartmentTemplateRow[]> {
  return db
    .select({
      id: apartmentTemplates.id,
      condominiumId: apartmentTemplates.condominiumId,
      name: apartmentTemplates.name,
      createdAt: apartmentTemplates.createdAt,
      updatedAt: apartmentTemplates.updatedAt,
      apartmentCount,
    })
    .from(apartmentTemplates)
    .where(eq(apartmentTemplates.condominiumId, condominiumId))
    .orderBy(sql`lower(${apartmentTemplates.name})`, apartmentTemplates.id);
}

/**
 * The templates among `ids` that belong to the condominium (others are left out). Locked, the rows
 * are read first and counted after the lock is held, so the count includes apartments committed
 * while this waited.
 */
export async function findTemplatesIn(
  db: DbOrTx,
  condominiumId: number,
  ids: readonly number[],
  lock: boolean,
): Promise<ApartmentTemplateRow[]> {
  const where = and(eq(apartmentTemplates.condominiumId, condominiumId), inArray(apartmentTemplates.id, [...ids]));
  if (lock) await db.select({ id: apartmentTemplates.id }).from(apartmentTemplates).where(where).for('update');
  return db
    .select({
      id: apartmentTemplates.id,
      condominiumId: apartmentTemplates.condominiumId,
      name: apartmentTemplates.name,
      createdAt: apartmentTemplates.createdAt,
      updatedAt: apartmentTemplates.updatedAt,
      apartmentCount,
    })
    .from(apartmentTemplates)
    .where(where);
}

export async function insertTemplate(db: DbOrTx, condominiumId: number, name: string): Promise<ApartmentTemplateRow> {
  const [row] = await db.insert(apartmentTemplates).values({ condominiumId, name }).returning();
  return { ...row, apartmentCount: 0 };
}

export async function renameTemplate(db: DbOrTx, id: number, name: string): Promise<ApartmentTemplateRecord> {
  const [row] = await db
    .update(apartmentTemplates)
    .set({ name, updatedAt: new Date() })
    .where(eq(apartmentTemplates.id, id))
    .returning();
  return row;
}

export async function deleteTemplate(db: DbOrTx, id: number): Promise<void> {
  await db.delete(apartmentTemplates).where(eq(apartmentTemplates.id, id));
}
