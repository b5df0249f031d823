import type { ApartmentRole, CondominiumRole } from '@portal/contracts';
import type { AppContext } from '../app-context';
import { apartments, apartmentUsers, condominiums, condominiumUsers } from '../platform/db/schema';

/*
 * Rows of condominiums, apartments and their memberships, written straight to the database: the
 * calls that make them come with the condominium issue.
 */

let seq = 0;

export async function makeCondominium(ctx: AppContext, name?: string) {
  seq += 1;
  const [row] = await ctx.db
    .insert(condominiums)
    .values({
      name: name ?? `Condominium ${seq}`,
      streetAddress: `Katu ${seq}`,
      postcode: '00100',
      postOffice: 'Helsinki',
    })
    .returning();
  return row;
}

/** An apartment, on `apartmentTemplateId` when given (the template decides which material forms it gets). */
export async function makeApartment(
  ctx: AppContext,
  condominiumId: number,
  stairwell = 'A',
  apartmentNumber = '1',
  apartmentTemplateId: number | null = null,
) {
  const [row] = await ctx.db
    .insert(apartments)
    .values({ condominiumId, stairwell, apartmentNumber, apartmentTemplateId })
    .returning();
  return row;
}

export async function addCondominiumUser(
  ctx: AppContext,
  condominiumId: number,
  userId: number,
  role: CondominiumRole,
) {
  await ctx.db.insert(condominiumUsers).values({ condominiumId, userId, role });
}

export async function addApartmentUser(ctx: AppContext, apartmentId: number, userId: number, role: ApartmentRole) {
  await ctx.db.insert(apartmentUsers).values({ apartmentId, userId, role });
}
