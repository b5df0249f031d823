import { count, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../platform/db/client';
import { apartments, apartmentUsers, condominiums, condominiumUsers, users } from '../platform/db/schema';

/** The demo condominium; the condominium issue's own seed may have made it already (then reused). */
const CONDOMINIUM = {
  name: 'As Oy Demo Koivikko',
  streetAddress: 'Koivikontie 4',
  postcode: '00950',
  postOffice: 'Helsinki',
};
const STAIRWELLS = ['A', 'B'];
const PER_STAIRWELL = 6;

/** The condominium's people (README "Demo data"); they sign in with the demo password. */
export const DEMO_RESIDENTS = [
  { email: 'isannoitsija@demo.test', name: 'Irma Isännöitsijä', condominiumRole: 'admin' as const },
  { email: 'asukas.omistaja@demo.test', name: 'Aino Asukas', apartment: ['A', '1'], apartmentRole: 'owner' as const },
  {
    email: 'asukas.vuokralainen@demo.test',
    name: 'Ville Vuokralainen',
    apartment: ['A', '2'],
    apartmentRole: 'tenant' as const,
  },
];

async function demoCondominium(db: DbOrTx): Promise<number> {
  const [found] = await db
    .select({ id: condominiums.id })
    .from(condominiums)
    .where(eq(condominiums.name, CONDOMINIUM.name));
  if (found) return found.id;
  const [row] = await db.insert(condominiums).values(CONDOMINIUM).returning({ id: condominiums.id });
  return row.id;
}

/** Its apartments by "stairwell number"; two stairwells of six unless it has some already. */
async function demoApartments(db: DbOrTx, condominiumId: number): Promise<Map<string, number>> {
  const existing = await db
    .select({ id: apartments.id, stairwell: apartments.stairwell, number: apartments.apartmentNumber })
    .from(apartments)
    .where(eq(apartments.condominiumId, condominiumId));
  if (existing.length === 0) {
    const values = STAIRWELLS.flatMap((stairwell) =>
      Array.from({ length: PER_STAIRWELL }, (_, i) => ({ condominiumId, stairwell, apartmentNumber: String(i + 1) })),
    );
    existing.push(
      ...(await db
        .insert(apartments)
        .values(values)
        .returning({ id: apartments.id, stairwell: apartments.stairwell, number: apartments.apartmentNumber })),
    );
  }
  return new Map(existing.map((a) => [`${a.stairwell} ${a.number ?? ''}`, a.id]));
}

/**
 * A condominium admin, an apartment owner and a tenant of the demo condominium: users of no company
 * (DECISIONS.md "Apartment residents"), in Finnish. Only into a database without memberships yet.
 */
export async function seedDemoResidents(db: Db, passwordHash: string): Promise<void> {
  const [{ n }] = await db.select({ n: count() }).from(condominiumUsers);
  if (n > 0) return;
  const already = await db
    .select({ id: users.id })
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_RESIDENTS.map((r) => r.email),
      ),
    );
  if (already.length > 0) return;
  await db.transaction(async (tx) => {
    const condominiumId = await demoCondominium(tx);
    const byLabel = await demoApartments(tx, condominiumId);
    for (const resident of DEMO_RESIDENTS) {
      const [user] = await tx
        .insert(users)
        .values({ email: resident.email, name: resident.name, passwordHash, termsAcceptedAt: new Date(), locale: 'fi' })
        .returning({ id: users.id });
      if (resident.condominiumRole) {
        await tx.insert(condominiumUsers).values({ condominiumId, userId: user.id, role: resident.condominiumRole });
      }
      const apartmentId = resident.apartment && byLabel.get(resident.apartment.join(' '));
      if (apartmentId && resident.apartmentRole) {
        await tx.insert(apartmentUsers).values({ apartmentId, userId: user.id, role: resident.apartmentRole });
      }
    }
  });
}
