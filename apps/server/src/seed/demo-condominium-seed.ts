import { eq } from 'drizzle-orm';
import type { Db } from '../platform/db/client';
import { apartments, apartmentTemplates, condominiums } from '../platform/db/schema';

/** The demo condominium's name (README "Demo data"); the browser tests find it by this name. */
export const DEMO_CONDOMINIUM = 'As Oy Demo Koivikko';

const TEMPLATES = ['Yksiö', 'Kaksio', 'Kolmio'];
const STAIRWELLS = ['A', 'B'];
const PER_STAIRWELL = 6;

/**
 * The demo condominium with its apartment templates and two stairwells of six apartments (issue
 * "Demo data"). Only when no condominium of that name exists, so the other parts of the demo
 * (its residents, its project) can add to the same one.
 */
export async function seedDemoCondominium(db: Db): Promise<void> {
  const [existing] = await db
    .select({ id: condominiums.id })
    .from(condominiums)
    .where(eq(condominiums.name, DEMO_CONDOMINIUM))
    .limit(1);
  if (existing) return;
  await db.transaction(async (tx) => {
    const [condominium] = await tx
      .insert(condominiums)
      .values({ name: DEMO_CONDOMINIUM, streetAddress: 'Koivikontie 4', postcode: '00980', postOffice: 'Helsinki' })
      .returning({ id: condominiums.id });
    const templates = await tx
      .insert(apartmentTemplates)
      .values(TEMPLATES.map((name) => ({ condominiumId: condominium.id, name })))
      .returning({ id: apartmentTemplates.id });
    await tx.insert(apartments).values(
      STAIRWELLS.flatMap((stairwell, s) =>
        Array.from({ length: PER_STAIRWELL }, (_, i) => ({
          condominiumId: condominium.id,
          stairwell,
          apartmentNumber: String(s * PER_STAIRWELL + i + 1),
          apartmentTemplateId: templates[i % templates.length].id,
        })),
      ),
    );
  });
}
