import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { contacts } from '../../platform/db/schema';

export type ContactRow = typeof contacts.$inferSelect;
export type NewContact = typeof contacts.$inferInsert;

export function findProjectContacts(db: DbOrTx, projectId: number): Promise<ContactRow[]> {
  return db.select().from(contacts).where(eq(contacts.projectId, projectId)).orderBy(asc(contacts.id));
}

/** The contacts among `ids` that belong to the project (others are left out). */
export function findContactsIn(db: DbOrTx, projectId: number, ids: readonly number[], lock: boolean) {
  const query = db
    .select()
    .from(contacts)
    .where(and(eq(contacts.projectId, projectId), inArray(contacts.id, [...ids])));
  return lock ? query.for('update') : query;
}

export async function insertContact(db: DbOrTx, values: NewContact): Promise<ContactRow> {
  const [row] = await db.insert(contacts).values(values).returning();
  return row;
}

export async function updateContact(db: DbOrTx, id: number, values: Partial<NewContact>): Promise<ContactRow> {
  if (!Object.keys(values).length) {
    const [row] = await db.select().from(contacts).where(eq(contacts.id, id));
    return row;
  }
  const [row] = await db.update(contacts).set(values).where(eq(contacts.id, id)).returning();
  return row;
}

export async function deleteContact(db: DbOrTx, id: number): Promise<void> {
  await db.delete(contacts).where(eq(contacts.id, id));
}
