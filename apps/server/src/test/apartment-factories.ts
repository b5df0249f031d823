import type { AppContext } from '../app-context';
import { apartmentTemplates } from '../platform/db/schema';

/* Apartment templates written straight to the database: their calls belong to the condominium slice. */

let seq = 0;

export async function makeApartmentTemplate(ctx: AppContext, condominiumId: number, name?: string) {
  seq += 1;
  const [row] = await ctx.db
    .insert(apartmentTemplates)
    .values({ condominiumId, name: name ?? `Template ${seq}` })
    .returning();
  return row;
}
