import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { documentTypeFields, fields, keywords } from '../../platform/db/schema';

/** Of the given ids, the fields that exist, with their type. */
export async function findFields(db: DbOrTx, ids: number[]) {
  if (!ids.length) return [];
  return db.select({ id: fields.id, type: fields.type }).from(fields).where(inArray(fields.id, ids));
}

/** Of the given ids, the keywords that exist, with the field each belongs to. */
export async function findKeywords(db: DbOrTx, ids: number[]): Promise<{ id: number; fieldId: number }[]> {
  if (!ids.length) return [];
  return db.select({ id: keywords.id, fieldId: keywords.fieldId }).from(keywords).where(inArray(keywords.id, ids));
}

/** The fields a document type shows. */
export async function findTypeFieldIds(db: DbOrTx, documentTypeId: number): Promise<Set<number>> {
  const rows = await db
    .select({ id: documentTypeFields.fieldId })
    .from(documentTypeFields)
    .where(eq(documentTypeFields.documentTypeId, documentTypeId));
  return new Set(rows.map((r) => r.id));
}
