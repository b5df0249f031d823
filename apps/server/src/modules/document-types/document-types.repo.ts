import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { documents, documentTypeFields, documentTypes } from '../../platform/db/schema';
import { type FieldWithKeywords, findFieldsWithKeywords } from '../fields/fields.repo';

export type DocumentTypeRecord = typeof documentTypes.$inferSelect;
export type DocumentTypeWithFields = DocumentTypeRecord & { fields: FieldWithKeywords[] };

/** Attaches to each type its fields in the type's order (three queries, whatever the count). */
async function withFields(db: DbOrTx, types: DocumentTypeRecord[]): Promise<DocumentTypeWithFields[]> {
  if (types.length === 0) return [];
  const [links, allFields] = await Promise.all([
    db
      .select()
      .from(documentTypeFields)
      .where(
        inArray(
          documentTypeFields.documentTypeId,
          types.map((t) => t.id),
        ),
      )
      .orderBy(asc(documentTypeFields.order), asc(documentTypeFields.fieldId)),
    findFieldsWithKeywords(db),
  ]);
  const fieldsById = new Map(allFields.map((f) => [f.id, f]));
  return types.map((t) => ({
    ...t,
    fields: links.flatMap((l) => {
      const field = l.documentTypeId === t.id ? fieldsById.get(l.fieldId) : undefined;
      return field ? [field] : [];
    }),
  }));
}

/** The default type first, then by name. */
export async function findTypes(db: DbOrTx): Promise<DocumentTypeWithFields[]> {
  const rows = await db
    .select()
    .from(documentTypes)
    .orderBy(desc(documentTypes.isDefault), asc(documentTypes.name), asc(documentTypes.id));
  return withFields(db, rows);
}

export async function findTypeById(db: DbOrTx, id: number): Promise<DocumentTypeRecord | undefined> {
  const [row] = await db.select().from(documentTypes).where(eq(documentTypes.id, id)).limit(1);
  return row;
}

/** Locks the row, so a concurrent delete or edit waits for this transaction. */
export async function lockTypeById(db: DbOrTx, id: number): Promise<DocumentTypeRecord | undefined> {
  const [row] = await db.select().from(documentTypes).where(eq(documentTypes.id, id)).limit(1).for('update');
  return row;
}

export async function findTypeWithFields(db: DbOrTx, id: number): Promise<DocumentTypeWithFields | undefined> {
  const row = await findTypeById(db, id);
  return row ? (await withFields(db, [row]))[0] : undefined;
}

export async function insertType(db: DbOrTx, name: string): Promise<DocumentTypeRecord> {
  const [row] = await db
    .insert(documentTypes)
    .values({ name, isDefault: false, isImmutable: false, isActive: true })
    .returning();
  return row;
}

export async function updateType(db: DbOrTx, id: number, values: { name: string; isActive: boolean }) {
  await db.update(documentTypes).set(values).where(eq(documentTypes.id, id));
}

export async function deleteType(db: DbOrTx, id: number) {
  await db.delete(documentTypes).where(eq(documentTypes.id, id));
}

/** Any document of the type, removed ones included (their rows still reference it). */
export async function isTypeInUse(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: documents.id }).from(documents).where(eq(documents.documentTypeId, id)).limit(1);
  return row !== undefined;
}

export async function replaceTypeFields(db: DbOrTx, typeId: number, fieldIds: number[]) {
  await db.delete(documentTypeFields).where(eq(documentTypeFields.documentTypeId, typeId));
  if (fieldIds.length === 0) return;
  await db
    .insert(documentTypeFields)
    .values(fieldIds.map((fieldId, i) => ({ documentTypeId: typeId, fieldId, order: i + 1 })));
}
