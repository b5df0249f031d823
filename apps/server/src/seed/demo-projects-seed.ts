import type { CompanyRole, ProjectType } from '@portal/contracts';
import { count, inArray, isNotNull } from 'drizzle-orm';
import { findAllStatuses } from '../modules/project-statuses/project-statuses.repo';
import { createProjects } from '../modules/projects/project-creation.repo';
import type { Db, DbOrTx } from '../platform/db/client';
import {
  companies,
  contentPermissions,
  defaultFolders,
  projectCompanies,
  projectStatuses,
  projectSubtypes,
  projects,
  roles,
} from '../platform/db/schema';
import { seedDemoSummaryViews } from './demo-summary-views-seed';

/** A default folder and who may see it: company code → roles (no grants: owner companies only). */
interface DemoFolder {
  name: string;
  grants?: Record<string, CompanyRole[]>;
  children?: DemoFolder[];
}

const EVERYONE: CompanyRole[] = ['employee'];
const MANAGERS: CompanyRole[] = ['manager'];

const DEMO_SUBTYPES: { name: string; folders: DemoFolder[] }[] = [
  {
    name: 'Putkiremontti',
    folders: [
      {
        name: 'Suunnitelmat',
        grants: { RDO: EVERYONE, TKO: EVERYONE, ASO: EVERYONE },
        children: [
          { name: 'LVI', grants: { RDO: EVERYONE, TKO: EVERYONE } },
          { name: 'Sähkö', grants: { RDO: EVERYONE, ASO: EVERYONE } },
        ],
      },
      { name: 'Työmaakuvat', children: [{ name: 'Ennen' }, { name: 'Jälkeen' }] },
      { name: 'Sopimukset', grants: { RDO: MANAGERS, TKO: MANAGERS } },
    ],
  },
  {
    name: 'Kaapelityömaa',
    folders: [
      { name: 'Kaivuluvat', grants: { RDO: ['manager', 'editor'], ASO: MANAGERS } },
      { name: 'Asennuskuvat', grants: { RDO: EVERYONE, ASO: EVERYONE } },
      { name: 'Tarkastukset' },
    ],
  },
  {
    name: 'Laiturityömaa',
    folders: [
      { name: 'Luotaukset', children: [{ name: 'Sukelluskuvat', grants: { RDO: EVERYONE, ASO: EVERYONE } }] },
      { name: 'Viranomaisluvat', grants: { RDO: MANAGERS } },
    ],
  },
];

/** Statuses made by users (no slug) besides the built-in ones; one inactive, one nested. */
const DEMO_STATUSES: { name: string; code: string; parent?: string; isActive?: boolean }[] = [
  { name: 'Tarjousvaihe', code: 'TAR', parent: 'before' },
  { name: 'Takuuaika', code: 'TAK', parent: 'after' },
  { name: 'Keskeytetty', code: 'KES', isActive: false },
];

interface DemoProject {
  code: string;
  name: string;
  type: ProjectType;
  subtype: string;
  status: string;
  coordinates?: string;
  companies: string[];
  active?: boolean;
}

const DEMO_PROJECTS: DemoProject[] = [
  {
    code: 'KOI-2024',
    name: 'As Oy Koivukuja putkiremontti',
    type: 'condominium',
    subtype: 'Putkiremontti',
    status: 'during',
    coordinates: '60.2055,24.6559',
    companies: ['TKO', 'ASO', 'PTV'],
  },
  {
    code: 'HEL-0311',
    name: 'Kalasataman kaapelointi',
    type: 'infrastructure',
    subtype: 'Kaapelityömaa',
    status: 'active',
    coordinates: '60.1874,24.9770',
    companies: ['TKO', 'ASO'],
  },
  {
    code: 'TRE-0142',
    name: 'Hervannan valtaväylän valaistus',
    type: 'infrastructure',
    subtype: 'Kaapelityömaa',
    status: 'Tarjousvaihe',
    coordinates: '61.4500,23.8510',
    companies: ['ASO'],
  },
  {
    code: 'TKU-0907',
    name: 'Aurajoen vierasvenelaituri',
    type: 'marine',
    subtype: 'Laiturityömaa',
    status: 'before',
    coordinates: '60.4449,22.2606',
    companies: ['TKO', 'ASO'],
  },
  {
    code: 'HEL-0620',
    name: 'Lauttasaaren laiturikorjaus',
    type: 'marine',
    subtype: 'Laiturityömaa',
    status: 'after',
    coordinates: '60.1590,24.8800',
    companies: ['TKO'],
  },
  {
    code: 'TRE-0515',
    name: 'As Oy Näsinkallio julkisivut',
    type: 'condominium',
    subtype: 'Putkiremontti',
    status: 'Takuuaika',
    coordinates: '61.5040,23.7450',
    companies: ['TKO'],
    active: false,
  },
  {
    code: 'TKU-0033',
    name: 'Varissuon kaukolämpölinja',
    type: 'infrastructure',
    subtype: 'Kaapelityömaa',
    status: 'Keskeytetty',
    companies: ['ASO', 'PTV'],
  },
  {
    code: 'IMP-0001',
    name: 'Vanha arkistoitu työmaa',
    type: 'infrastructure',
    subtype: 'Default',
    status: 'imported',
    companies: [],
    active: false,
  },
];

async function insertFolderTree(
  tx: DbOrTx,
  subtypeId: number,
  folders: DemoFolder[],
  parentId: number | null,
  roleId: (code: string, role: CompanyRole) => number | undefined,
): Promise<void> {
  for (const folder of folders) {
    const [row] = await tx
      .insert(defaultFolders)
      .values({ name: folder.name, projectSubtypeId: subtypeId, parentId })
      .returning({ id: defaultFolders.id });
    const grants = Object.entries(folder.grants ?? {}).flatMap(([code, names]) =>
      names.flatMap((name) => {
        const id = roleId(code, name);
        return id ? [{ roleId: id, contentType: 'DefaultFolder' as const, contentId: row.id }] : [];
      }),
    );
    if (grants.length) await tx.insert(contentPermissions).values(grants);
    await insertFolderTree(tx, subtypeId, folder.children ?? [], row.id, roleId);
  }
}

/**
 * Demo projects (`npm run demo`), after the demo companies: subtypes with default folder trees and
 * per-company-role grants, a few statuses of users' own, and projects of every type in several
 * statuses around Helsinki, Tampere and Turku, attached to the demo client and subcontractors.
 * Projects are created as the API creates them, so each has its folders and schedule entries.
 */
export async function seedDemoProjects(db: Db): Promise<void> {
  const [{ n }] = await db.select({ n: count() }).from(projects);
  if (n > 0) return;
  await db.transaction(async (tx) => {
    const companyRows = await tx.select({ id: companies.id, code: companies.code }).from(companies);
    const companyId = new Map(companyRows.map((c) => [c.code ?? '', c.id]));
    const roleRows = await tx
      .select({ id: roles.id, name: roles.name, companyId: roles.companyId })
      .from(roles)
      .where(isNotNull(roles.companyId));
    const roleId = (code: string, name: CompanyRole) =>
      roleRows.find((r) => r.companyId === companyId.get(code) && r.name === name)?.id;

    const subtypeId = new Map((await tx.select().from(projectSubtypes)).map((s) => [s.name, s.id]));
    for (const subtype of DEMO_SUBTYPES) {
      const [row] = await tx.insert(projectSubtypes).values({ name: subtype.name }).returning();
      subtypeId.set(subtype.name, row.id);
      await insertFolderTree(tx, row.id, subtype.folders, null, roleId);
    }

    const builtIn = await findAllStatuses(tx);
    for (const s of DEMO_STATUSES) {
      const parentId = s.parent ? builtIn.find((b) => b.slug === s.parent)?.id : undefined;
      await tx
        .insert(projectStatuses)
        .values({ name: s.name, code: s.code, parentId: parentId ?? null, isActive: s.isActive ?? true });
    }
    const statuses = await findAllStatuses(tx);
    const statusOf = (key: string) => statuses.find((s) => s.slug === key || s.name === key)!;

    await createProjects(
      tx,
      DEMO_PROJECTS.map((p) => ({
        code: p.code,
        name: p.name,
        type: p.type,
        projectSubtypeId: subtypeId.get(p.subtype)!,
        status: statusOf(p.status),
        coordinates: p.coordinates ?? null,
      })),
    );
    const created = await tx
      .select({ id: projects.id, code: projects.code })
      .from(projects)
      .where(
        inArray(
          projects.code,
          DEMO_PROJECTS.map((p) => p.code),
        ),
      );
    const projectId = new Map(created.map((p) => [p.code, p.id]));
    const attachments = DEMO_PROJECTS.flatMap((p) =>
      p.companies.flatMap((code) => {
        const company = companyId.get(code);
        return company ? [{ projectId: projectId.get(p.code)!, companyId: company }] : [];
      }),
    );
    if (attachments.length) await tx.insert(projectCompanies).values(attachments);
    const archived = DEMO_PROJECTS.filter((d) => d.active === false).map((d) => d.code);
    await tx.update(projects).set({ active: false }).where(inArray(projects.code, archived));
    await seedDemoSummaryViews(tx);
  });
}
