import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { fields, keywords } from '../../platform/db/schema';

export async function findFieldsWithKeywords(db: DbOrTx) {
  const [fieldRows, keywordRows] = await Promise.all([
    db.select().from(fields).orderBy(asc(fields.order), asc(fields.id)),
    db.select().from(keywords).orderBy(asc(keywords.fieldId), asc(keywords.text)),
  ]);
  return fieldRows.map((f) => ({ ...f, keywords: keywordRows.filter((k) => k.fieldId === f.id) }));
}

export async function findAllKeywords(db: DbOrTx) {
  return db.select().from(keywords).orderBy(asc(keywords.fieldId), asc(keywords.text));
}
