import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import {
  additionalProducts,
  materialQuoteComments,
  materialQuotePhotos,
  materialQuoteRows,
  quoteAdditionalRows,
  roomCards,
  users,
} from '../../platform/db/schema';

/* A quote's comments, additional rows, photos and room card: SQL only. */

export type CommentRecord = typeof materialQuoteComments.$inferSelect;
export type AdditionalRowRecord = typeof quoteAdditionalRows.$inferSelect;
export type PhotoRecord = typeof materialQuotePhotos.$inferSelect;
export type NewPhoto = typeof materialQuotePhotos.$inferInsert;

export function findComments(db: DbOrTx, quoteId: number) {
  return db
    .select({ comment: materialQuoteComments, userName: users.name })
    .from(materialQuoteComments)
    .leftJoin(users, eq(users.id, materialQuoteComments.userId))
    .where(eq(materialQuoteComments.materialQuoteId, quoteId))
    .orderBy(asc(materialQuoteComments.createdAt), asc(materialQuoteComments.id));
}

export async function insertComment(db: DbOrTx, values: typeof materialQuoteComments.$inferInsert) {
  const [row] = await db.insert(materialQuoteComments).values(values).returning();
  return row;
}

export async function isRowOf(db: DbOrTx, rowId: number, quoteId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: materialQuoteRows.id })
    .from(materialQuoteRows)
    .where(and(eq(materialQuoteRows.id, rowId), eq(materialQuoteRows.materialQuoteId, quoteId)));
  return Boolean(row);
}

export function findAdditionalRows(db: DbOrTx, quoteId: number) {
  return db
    .select()
    .from(quoteAdditionalRows)
    .where(eq(quoteAdditionalRows.materialQuoteId, quoteId))
    .orderBy(asc(quoteAdditionalRows.id));
}

export async function findAdditionalRow(db: DbOrTx, quoteId: number, rowId: number) {
  const [row] = await db
    .select()
    .from(quoteAdditionalRows)
    .where(and(eq(quoteAdditionalRows.id, rowId), eq(quoteAdditionalRows.materialQuoteId, quoteId)));
  return row;
}

export async function additionalProductExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: additionalProducts.id })
    .from(additionalProducts)
    .where(eq(additionalProducts.id, id));
  return Boolean(row);
}

type AdditionalRowValues = Omit<typeof quoteAdditionalRows.$inferInsert, 'id' | 'createdAt'>;

export async function insertAdditionalRow(db: DbOrTx, values: AdditionalRowValues) {
  const [row] = await db.insert(quoteAdditionalRows).values(values).returning();
  return row;
}

export async function updateAdditionalRow(db: DbOrTx, rowId: number, values: Partial<AdditionalRowValues>) {
  const [row] = await db.update(quoteAdditionalRows).set(values).where(eq(quoteAdditionalRows.id, rowId)).returning();
  return row;
}

export async function deleteAdditionalRow(db: DbOrTx, rowId: number) {
  await db.delete(quoteAdditionalRows).where(eq(quoteAdditionalRows.id, rowId));
}

export function findPhotos(db: DbOrTx, quoteId: number) {
  return db
    .select()
    .from(materialQuotePhotos)
    .where(eq(materialQuotePhotos.materialQuoteId, quoteId))
    .orderBy(asc(materialQuotePhotos.id));
}

export async function findPhoto(db: DbOrTx, quoteId: number, photoId: number) {
  const [row] = await db
    .select()
    .from(materialQuotePhotos)
    .where(and(eq(materialQuotePhotos.id, photoId), eq(materialQuotePhotos.materialQuoteId, quoteId)));
  return row;
}

export async function insertPhotos(db: DbOrTx, values: NewPhoto[]) {
  if (values.length) await db.insert(materialQuotePhotos).values(values);
}

export async function deletePhoto(db: DbOrTx, photoId: number) {
  await db.delete(materialQuotePhotos).where(eq(materialQuotePhotos.id, photoId));
}

export async function findRoomCard(db: DbOrTx, quoteId: number) {
  const [row] = await db.select().from(roomCards).where(eq(roomCards.materialQuoteId, quoteId));
  return row;
}

/** One card per quote: a new upload replaces the row (the caller removes the old file after commit). */
export async function upsertRoomCard(db: DbOrTx, values: Omit<typeof roomCards.$inferInsert, 'id'>) {
  await db
    .insert(roomCards)
    .values(values)
    .onConflictDoUpdate({
      target: roomCards.materialQuoteId,
      set: {
        storageKey: values.storageKey,
        fileName: values.fileName,
        mimeType: values.mimeType,
        size: values.size,
        uploadedBy: values.uploadedBy,
        uploadedAt: new Date(),
        approvedAt: null,
        approvedBy: null,
      },
    });
}

export async function deleteRoomCard(db: DbOrTx, quoteId: number) {
  await db.delete(roomCards).where(eq(roomCards.materialQuoteId, quoteId));
}

export async function approveRoomCard(db: DbOrTx, quoteId: number, userId: number) {
  await db
    .update(roomCards)
    .set({ approvedAt: new Date(), approvedBy: userId })
    .where(eq(roomCards.materialQuoteId, quoteId));
}
