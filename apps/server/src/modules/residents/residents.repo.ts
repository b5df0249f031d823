import type { ApartmentRole, CondominiumRole } from '@portal/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { apartments, apartmentUsers, condominiums, condominiumUsers, users } from '../../platform/db/schema';

/** One role of one person, with the apartment it belongs to (null: a condominium role). */
export interface PersonRow {
  userId: number;
  name: string;
  email: string;
  phone: string | null;
  isActivated: boolean;
  role: CondominiumRole | ApartmentRole;
  apartment: { id: number; stairwell: string; apartmentNumber: string | null } | null;
}

const person = {
  userId: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  isActivated: sql<boolean>`${users.passwordHash} is not null`,
};

export function findCondominiumsIn(db: DbOrTx, ids: readonly number[]) {
  return db
    .select({ id: condominiums.id })
    .from(condominiums)
    .where(inArray(condominiums.id, [...ids]));
}

/** The apartments among `ids` that lie in the condominium (others are left out). */
export function findApartmentsIn(db: DbOrTx, condominiumId: number, ids: readonly number[]) {
  return db
    .select({ id: apartments.id, condominiumId: apartments.condominiumId })
    .from(apartments)
    .where(and(eq(apartments.condominiumId, condominiumId), inArray(apartments.id, [...ids])));
}

export async function findApartmentInCondominium(db: DbOrTx, condominiumId: number, apartmentId: number) {
  const [row] = await findApartmentsIn(db, condominiumId, [apartmentId]);
  return row;
}

/** The condominium's own admins and stakeholders, by name. */
async function findCondominiumRoles(db: DbOrTx, condominiumId: number, userId?: number): Promise<PersonRow[]> {
  const rows = await db
    .select({ ...person, role: condominiumUsers.role })
    .from(condominiumUsers)
    .innerJoin(users, eq(users.id, condominiumUsers.userId))
    .where(
      and(eq(condominiumUsers.condominiumId, condominiumId), userId ? eq(condominiumUsers.userId, userId) : undefined),
    )
    .orderBy(asc(sql`lower(${users.name})`), asc(users.id));
  return rows.map((row) => ({ ...row, apartment: null }));
}

/** Owners and tenants of the condominium's apartments (or of one apartment), by apartment then name. */
async function findApartmentRoles(
  db: DbOrTx,
  where: { condominiumId?: number; apartmentId?: number; userId?: number },
): Promise<PersonRow[]> {
  const rows = await db
    .select({
      ...person,
      role: apartmentUsers.role,
      apartmentId: apartments.id,
      stairwell: apartments.stairwell,
      apartmentNumber: apartments.apartmentNumber,
    })
    .from(apartmentUsers)
    .innerJoin(apartments, eq(apartments.id, apartmentUsers.apartmentId))
    .innerJoin(users, eq(users.id, apartmentUsers.userId))
    .where(
      and(
        where.condominiumId ? eq(apartments.condominiumId, where.condominiumId) : undefined,
        where.apartmentId ? eq(apartments.id, where.apartmentId) : undefined,
        where.userId ? eq(apartmentUsers.userId, where.userId) : undefined,
      ),
    )
    .orderBy(
      asc(apartments.stairwell),
      // Numbers sort as numbers (2 before 10); the column holds digits or nothing.
      asc(sql`length(coalesce(${apartments.apartmentNumber}, ''))`),
      asc(apartments.apartmentNumber),
      asc(sql`lower(${users.name})`),
      asc(users.id),
    );
  return rows.map(({ apartmentId, stairwell, apartmentNumber, ...row }) => ({
    ...row,
    apartment: { id: apartmentId, stairwell, apartmentNumber },
  }));
}

/** Everyone with a role in the condominium: its own roles first, then its apartments' residents. */
export async function findCondominiumPeople(db: DbOrTx, condominiumId: number): Promise<PersonRow[]> {
  const [own, residents] = await Promise.all([
    findCondominiumRoles(db, condominiumId),
    findApartmentRoles(db, { condominiumId }),
  ]);
  return [...own, ...residents];
}

export function findApartmentResidents(db: DbOrTx, apartmentId: number): Promise<PersonRow[]> {
  return findApartmentRoles(db, { apartmentId });
}

export async function findCondominiumMember(db: DbOrTx, condominiumId: number, userId: number) {
  const [row] = await findCondominiumRoles(db, condominiumId, userId);
  return row;
}

export async function findApartmentResident(db: DbOrTx, apartmentId: number, userId: number) {
  const [row] = await findApartmentRoles(db, { apartmentId, userId });
  return row;
}

/** Adds the role, or changes the one the user holds there. */
export async function upsertCondominiumUser(db: DbOrTx, condominiumId: number, userId: number, role: CondominiumRole) {
  await db
    .insert(condominiumUsers)
    .values({ condominiumId, userId, role })
    .onConflictDoUpdate({ target: [condominiumUsers.condominiumId, condominiumUsers.userId], set: { role } });
}

export async function upsertApartmentUser(db: DbOrTx, apartmentId: number, userId: number, role: ApartmentRole) {
  await db
    .insert(apartmentUsers)
    .values({ apartmentId, userId, role })
    .onConflictDoUpdate({ target: [apartmentUsers.apartmentId, apartmentUsers.userId], set: { role } });
}

/** Whether a row was removed. */
export async function deleteCondominiumUser(db: DbOrTx, condominiumId: number, userId: number): Promise<boolean> {
  const rows = await db
    .delete(condominiumUsers)
    .where(and(eq(condominiumUsers.condominiumId, condominiumId), eq(condominiumUsers.userId, userId)))
    .returning({ userId: condominiumUsers.userId });
  return rows.length > 0;
}

export async function deleteApartmentUser(db: DbOrTx, apartmentId: number, userId: number): Promise<boolean> {
  const rows = await db
    .delete(apartmentUsers)
    .where(and(eq(apartmentUsers.apartmentId, apartmentId), eq(apartmentUsers.userId, userId)))
    .returning({ userId: apartmentUsers.userId });
  return rows.length > 0;
}

/** A user's own apartments with their condominiums, by condominium name, stairwell and number. */
export function findUserApartments(db: DbOrTx, userId: number) {
  return db
    .select({
      id: apartments.id,
      stairwell: apartments.stairwell,
      apartmentNumber: apartments.apartmentNumber,
      role: apartmentUsers.role,
      condominium: {
        id: condominiums.id,
        name: condominiums.name,
        streetAddress: condominiums.streetAddress,
        postcode: condominiums.postcode,
        postOffice: condominiums.postOffice,
      },
    })
    .from(apartmentUsers)
    .innerJoin(apartments, eq(apartments.id, apartmentUsers.apartmentId))
    .innerJoin(condominiums, eq(condominiums.id, apartments.condominiumId))
    .where(eq(apartmentUsers.userId, userId))
    .orderBy(
      asc(condominiums.name),
      asc(apartments.stairwell),
      asc(sql`length(coalesce(${apartments.apartmentNumber}, ''))`),
      asc(apartments.apartmentNumber),
    );
}

/** The condominiums where the user holds a role of their own, by name. */
export function findUserCondominiums(db: DbOrTx, userId: number) {
  return db
    .select({
      id: condominiums.id,
      name: condominiums.name,
      streetAddress: condominiums.streetAddress,
      postcode: condominiums.postcode,
      postOffice: condominiums.postOffice,
      role: condominiumUsers.role,
    })
    .from(condominiumUsers)
    .innerJoin(condominiums, eq(condominiums.id, condominiumUsers.condominiumId))
    .where(eq(condominiumUsers.userId, userId))
    .orderBy(asc(condominiums.name), asc(condominiums.id));
}
