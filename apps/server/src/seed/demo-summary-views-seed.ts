import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db/client';
import { companies, defaultFolders, projectSubtypes, summaryViewCompanies, summaryViews } from '../platform/db/schema';

/** The demo summary view: the cable sites' installation photos, shared with the plumbing subcontractor. */
export const DEMO_SUMMARY_VIEW = {
  name: 'Kaapelityömaiden asennuskuvat',
  subtype: 'Kaapelityömaa',
  folder: 'Asennuskuvat',
  /** Putkityö Virtanen Oy: neither attached to those projects nor granted the folder, so it sees them only here. */
  company: 'PTV',
} as const;

/** Adds the demo summary view once the demo subtypes and their default folders exist. */
export async function seedDemoSummaryViews(tx: DbOrTx): Promise<void> {
  const [folder] = await tx
    .select({ id: defaultFolders.id })
    .from(defaultFolders)
    .innerJoin(projectSubtypes, eq(projectSubtypes.id, defaultFolders.projectSubtypeId))
    .where(and(eq(defaultFolders.name, DEMO_SUMMARY_VIEW.folder), eq(projectSubtypes.name, DEMO_SUMMARY_VIEW.subtype)))
    .limit(1);
  const [company] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.code, DEMO_SUMMARY_VIEW.company))
    .limit(1);
  if (!folder || !company) return;
  const [view] = await tx
    .insert(summaryViews)
    .values({ name: DEMO_SUMMARY_VIEW.name, defaultFolderId: folder.id })
    .returning({ id: summaryViews.id });
  await tx.insert(summaryViewCompanies).values({ summaryViewId: view.id, companyId: company.id });
}
