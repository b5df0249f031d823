import type { Field, Keyword } from '@portal/contracts';
import { and, asc, eq, inArray, max, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { fields, keywords } from '../../platform/db/schema';

export type FieldRecord = typeof fields.$inferSelect;
export type KeywordRecord = typeof keywords.$inferSelect;
export type FieldWithKeywords = FieldRecord & { keywords: KeywordRecord[] };

// The answers of these rows live here: document types show their fields as the fields calls do.
export const presentKeyword = (k: KeywordRecord): Keyword => ({
  id: k.id,
  field_id: k.fieldId,
  text: k.text,
  deactivated: k.deactivated,
});

export const presentField = (f: FieldWithKeywords): Field => ({
  id: f.id,
  key: f.key,
  type: f.type,
  is_automatic: f.isAutomatic,
  is_default: f.isDefault,
  order: f.order,
  show_in_documents_table: f.showInDocumentsTable,
  keywords: f.keywords.map(presentKeyword),
});

const byField = (rows: KeywordRecord[]) => {
  const map = new Map<number, KeywordRecord[]>();
  for (const k of rows) map.set(k.fieldId, [...(map.get(k.fieldId) ?? []), k]);
  return map;
};

export async function findFieldsWithKeywords(db: DbOrTx): Promise<FieldWithKeywords[]> {
  const [fieldRows, keywordRows] = await Promise.all([
    db.select().from(fields).orderBy(asc(fields.order), asc(fields.id)),
    db.select().from(keywords).orderBy(asc(keywords.fieldId), asc(keywords.text), asc(keywords.id)),
  ]);
  const map = byField(keywordRows);
  return fieldRows.map((f) => ({ ...f, keywords: map.get(f.id) ?? [] }));
}

export async function findAllKeywords(db: DbOrTx) {
  return db.select().from(keywords).orderBy(asc(keywords.fieldId), asc(keywords.text), asc(keywords.id));
}

export async function findFieldById(db: DbOrTx, id: number): Promise<FieldRecord | undefined> {
  const [row] = await db.select().from(fields).where(eq(fields.id, id)).limit(1);
  return row;
}

export async function findFieldWithKeywords(db: DbOrTx, id: number): Promise<FieldWithKeywords | undefined> {
  const field = await findFieldById(db, id);
  if (!field) return undefined;
  return { ...field, keywords: await findKeywordsOfField(db, id) };
}

export async function findKeywordsOfField(db: DbOrTx, fieldId: number): Promise<KeywordRecord[]> {
  return db.select().from(keywords).where(eq(keywords.fieldId, fieldId)).orderBy(asc(keywords.text), asc(keywords.id));
}

export async function findExistingFieldIds(db: DbOrTx, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: fields.id }).from(fields).where(inArray(fields.id, ids));
  return new Set(rows.map((r) => r.id));
}

export async function findKeywordById(db: DbOrTx, id: number): Promise<KeywordRecord | undefined> {
  const [row] = await db.select().from(keywords).where(eq(keywords.id, id)).limit(1);
  return row;
}

export async function insertField(
  db: DbOrTx,
  values: { key: string; type: FieldRecord['type']; showInDocumentsTable: boolean },
): Promise<FieldRecord> {
  const [{ top }] = await db.select({ top: max(fields.order) }).from(fields);
  const [row] = await db
    .insert(fields)
    .values({ ...values, order: (top ?? 0) + 1, isDefault: false, isAutomatic: false })
    .returning();
  return row;
}

export async function updateField(
  db: DbOrTx,
  id: number,
  values: { key: string; showInDocumentsTable: boolean },
): Promise<void> {
  await db.update(fields).set(values).where(eq(fields.id, id));
}

export async function deleteField(db: DbOrTx, id: number): Promise<void> {
  await db.delete(fields).where(eq(fields.id, id));
}

export async function insertKeywords(db: DbOrTx, fieldId: number, rows: { text: string; deactivated: boolean }[]) {
  if (rows.length === 0) return;
  await db.insert(keywords).values(rows.map((r) => ({ ...r, fieldId })));
}

export async function updateKeyword(
  db: DbOrTx,
  id: number,
  values: { text: string; deactivated: boolean },
): Promise<KeywordRecord> {
  const [row] = await db.update(keywords).set(values).where(eq(keywords.id, id)).returning();
  return row;
}

export async function deleteKeyword(db: DbOrTx, id: number): Promise<void> {
  await db.delete(keywords).where(eq(keywords.id, id));
}

/** Deletes the field's keywords other than `keep`. */
export async function deleteKeywordsExcept(db: DbOrTx, fieldId: number, keep: number[]): Promise<void> {
  await db
    .delete(keywords)
    .where(and(eq(keywords.fieldId, fieldId), keep.length ? notInArray(keywords.id, keep) : undefined));
}
