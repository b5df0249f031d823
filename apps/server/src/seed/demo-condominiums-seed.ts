import { eq } from 'drizzle-orm';
import { findCondominiumsByNameOrId, linkCondominiumProjects } from '../modules/condominiums/condominiums.repo';
import { findAllStatuses } from '../modules/project-statuses/project-statuses.repo';
import { createProjects } from '../modules/projects/project-creation.repo';
import type { Db } from '../platform/db/client';
import {
  apartments,
  apartmentTemplates,
  companies,
  condominiums,
  projectCompanies,
  projectSubtypes,
  projects,
} from '../platform/db/schema';

/** The demo condominium (README "Demo data"); its name is how the seed knows it is already there. */
export const DEMO_CONDOMINIUM = 'As Oy Demo Koivikko';
const DEMO_TEMPLATES = ['Kaksio A', 'Kolmio B', 'Yksiö C'];
const DEMO_PROJECT_CODE = 'KOIV-2025';

/**
 * A condominium with three apartment templates, two stairwells (A: apartments 1–6, B: 7–12) and a
 * condominium project linked to it. Added once: nothing is done when the condominium exists.
 */
export async function seedDemoCondominiums(db: Db): Promise<void> {
  if ((await findCondominiumsByNameOrId(db, [DEMO_CONDOMINIUM])).length > 0) return;
  await db.transaction(async (tx) => {
    const [condo] = await tx
      .insert(condominiums)
      .values({ name: DEMO_CONDOMINIUM, streetAddress: 'Koivikkotie 12', postcode: '00630', postOffice: 'Helsinki' })
      .returning();
    const templates = await tx
      .insert(apartmentTemplates)
      .values(DEMO_TEMPLATES.map((name) => ({ condominiumId: condo.id, name })))
      .returning();
    // Templates by position in each stairwell: a two-room, a three-room and a one-room flat, twice.
    const rows = Array.from({ length: 12 }, (_, i) => ({
      condominiumId: condo.id,
      stairwell: i < 6 ? 'A' : 'B',
      apartmentNumber: String(i + 1),
      apartmentTemplateId: templates[i % templates.length].id,
    }));
    await tx.insert(apartments).values(rows);

    const [subtype] = await tx.select().from(projectSubtypes).where(eq(projectSubtypes.name, 'Putkiremontti'));
    const fallback = subtype ?? (await tx.select().from(projectSubtypes).limit(1))[0];
    const status = (await findAllStatuses(tx)).find((s) => s.slug === 'before');
    if (!fallback || !status) return;
    const exists = await tx.select({ id: projects.id }).from(projects).where(eq(projects.code, DEMO_PROJECT_CODE));
    const [projectId] = exists.length
      ? [exists[0].id]
      : await createProjects(tx, [
          {
            code: DEMO_PROJECT_CODE,
            name: 'As Oy Demo Koivikko linjasaneeraus',
            type: 'condominium',
            projectSubtypeId: fallback.id,
            status,
            coordinates: '60.2315,25.0407',
          },
        ]);
    await linkCondominiumProjects(tx, [{ condominiumId: condo.id, projectId }]);
    const [client] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.code, 'TKO'));
    if (client) await tx.insert(projectCompanies).values({ projectId, companyId: client.id }).onConflictDoNothing();
  });
}
