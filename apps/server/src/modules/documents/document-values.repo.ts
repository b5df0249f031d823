import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { documentKeywords, documentTypeFields, fields, keywords } from '../../platform/db/schema';

/** Of the given ids, the fields that exist, with their type. */
export async function findFields(db: DbOrTx, ids: number[]) {
  if (!ids.length) return [];
  return db.select({ id: fields.id, type: fields.type }).from(fields).where(inArray(fields.id, ids));
}

/** Of the given ids, the keywords that exist, with the field each belongs to and whether it is deactivated. */
export async function findKeywords(
  db: DbOrTx,
  ids: number[],
): Promise<{ id: number; fieldId: number; deactivated: boolean }[]> {
  if (!ids.length) return [];
  return db
    .select({ id: keywords.id, fieldId: keywords.fieldId, deactivated: keywords.deactivated })
    .from(keywords)
    .where(inArray(keywords.id, ids));
}

/** The keywords a document holds now. */
export async function findHeldKeywordIds(db: DbOrTx, documentId: number): Promise<Set<number>> {
  const rows = await db
    .select({ id: documentKeywords.keywordId })
    .from(documentKeywords)
    .where(eq(documentKeywords.documentId, documentId));
  return new Set(rows.map((r) => r.id));
}

/** The fields a document type shows. */
export async function findTypeFieldIds(db: DbOrTx, documentTypeId: number): Promise<Set<number>> {
  const rows = await db
    .select({ id: documentTypeFields.fieldId })
    .from(documentTypeFields)
    .where(eq(documentTypeFields.documentTypeId, documentTypeId));
  return new Set(rows.map((r) => r.id));
}
