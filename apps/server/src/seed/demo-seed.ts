import type { CompanyRole, CompanyType } from '@portal/contracts';
import { count, eq } from 'drizzle-orm';
import { addUserCompanyRoles, insertCompanyWithRoles } from '../modules/companies/company-roles.repo';
import { hashPassword } from '../platform/auth/passwords';
import type { Db } from '../platform/db/client';
import { companies, userCategories, userRequests, users } from '../platform/db/schema';
import { seedDemoCondominiums } from './demo-condominiums-seed';
import { seedDemoMaterials } from './demo-materials-seed';
import { seedDemoProducts } from './demo-products-seed';
import { seedDemoProjectTabs } from './demo-project-tabs-seed';
import { seedDemoProjects } from './demo-projects-seed';
import { seedDemoResidents } from './demo-residents-seed';

/** Every demo user signs in with this password (README "Demo data"). */
export const DEMO_PASSWORD = 'demo-password-1';

type DemoCategory = 'default' | 'site' | 'office';

interface DemoUser {
  email: string;
  name: string;
  company: string;
  roles: CompanyRole[];
  owner?: boolean;
  /** Also a member of these companies (employee there). */
  alsoIn?: string[];
  category?: DemoCategory;
  enabled?: boolean;
  phone?: string;
}

const DEMO_COMPANIES: { name: string; code: string; type: CompanyType }[] = [
  { name: 'Rakennus Demo Oy', code: 'RDO', type: 'owner' },
  { name: 'Tilaaja Kiinteistöt Oy', code: 'TKO', type: 'client' },
  { name: 'Aliurakointi Sähkö Oy', code: 'ASO', type: 'subcontractor' },
  { name: 'Putkityö Virtanen Oy', code: 'PTV', type: 'subcontractor' },
  { name: 'Asunto Oy Koivukuja', code: 'AOK', type: 'client' },
];

/** Extra user categories besides the base seed's default one. */
const DEMO_CATEGORIES: Record<Exclude<DemoCategory, 'default'>, string> = {
  site: 'Työmaa',
  office: 'Toimisto',
};

/**
 * The first seven are relied on by the browser tests; the rest give every company a user in every
 * role and every category some users (the companies screens have something to show).
 */
export const DEMO_USERS: DemoUser[] = [
  { email: 'owner.manager@demo.test', name: 'Olli Omistaja', company: 'RDO', roles: ['manager'], owner: true },
  { email: 'manager@demo.test', name: 'Maija Manageri', company: 'RDO', roles: ['manager'], category: 'office' },
  { email: 'editor@demo.test', name: 'Eero Editori', company: 'RDO', roles: ['editor'], category: 'office' },
  { email: 'employee@demo.test', name: 'Tiina Työntekijä', company: 'RDO', roles: [], category: 'site' },
  { email: 'client@demo.test', name: 'Kalle Tilaaja', company: 'TKO', roles: ['manager'] },
  {
    email: 'sub.manager@demo.test',
    name: 'Sanna Aliurakoitsija',
    company: 'ASO',
    roles: ['manager'],
    category: 'site',
  },
  { email: 'sub.employee@demo.test', name: 'Ville Asentaja', company: 'ASO', roles: [], category: 'site' },
  { email: 'owner@demo.test', name: 'Onni Osakas', company: 'RDO', roles: ['editor'], owner: true, category: 'office' },
  {
    email: 'site.lead@demo.test',
    name: 'Jaana Vastaava',
    company: 'RDO',
    roles: ['manager', 'editor'],
    category: 'site',
  },
  { email: 'client.editor@demo.test', name: 'Kaisa Kiinteistö', company: 'TKO', roles: ['editor'], category: 'office' },
  { email: 'client.employee@demo.test', name: 'Pertti Tarkastaja', company: 'TKO', roles: [] },
  { email: 'sub.editor@demo.test', name: 'Emil Sähkö', company: 'ASO', roles: ['editor'], category: 'site' },
  {
    email: 'plumber.manager@demo.test',
    name: 'Veikko Virtanen',
    company: 'PTV',
    roles: ['manager'],
    phone: '+358 40 555 0101',
  },
  { email: 'plumber.editor@demo.test', name: 'Minna Virtanen', company: 'PTV', roles: ['editor'], category: 'office' },
  // Works for both subcontractors: one account, two companies.
  { email: 'plumber@demo.test', name: 'Aki Putkimies', company: 'PTV', roles: [], alsoIn: ['ASO'], category: 'site' },
  { email: 'board@demo.test', name: 'Helena Hallitus', company: 'AOK', roles: ['manager'] },
  {
    email: 'property.manager@demo.test',
    name: 'Ulla Isännöitsijä',
    company: 'AOK',
    roles: ['editor'],
    category: 'office',
  },
  { email: 'resident@demo.test', name: 'Risto Asukas', company: 'AOK', roles: [] },
  { email: 'former@demo.test', name: 'Lauri Lähtenyt', company: 'RDO', roles: [], category: 'site', enabled: false },
];

/** The demo data set (`npm run demo`): added once, when no company exists yet. */
export async function seedDemo(db: Db): Promise<void> {
  const [{ n }] = await db.select({ n: count() }).from(companies);
  if (n > 0) return;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const [defaultCategory] = await tx.select().from(userCategories).where(eq(userCategories.isDefault, true)).limit(1);
    const categoryIds: Record<DemoCategory, number | undefined> = { default: defaultCategory?.id, site: 0, office: 0 };
    for (const [key, name] of Object.entries(DEMO_CATEGORIES) as [Exclude<DemoCategory, 'default'>, string][]) {
      const [row] = await tx.insert(userCategories).values({ name, isDefault: false }).returning();
      categoryIds[key] = row.id;
    }
    const byCode = new Map<string, number>();
    for (const c of DEMO_COMPANIES) byCode.set(c.code, (await insertCompanyWithRoles(tx, c)).id);
    for (const u of DEMO_USERS) {
      const [row] = await tx
        .insert(users)
        .values({
          email: u.email,
          name: u.name,
          phone: u.phone ?? null,
          passwordHash,
          isOwner: u.owner ?? false,
          enabled: u.enabled ?? true,
          termsAcceptedAt: new Date(),
          userCategoryId: categoryIds[u.category ?? 'default'],
          locale: u.email.startsWith('sub') || u.company === 'PTV' ? 'fi' : 'en',
        })
        .returning({ id: users.id });
      await addUserCompanyRoles(tx, row.id, byCode.get(u.company)!, u.roles);
      for (const other of u.alsoIn ?? []) await addUserCompanyRoles(tx, row.id, byCode.get(other)!, []);
    }
    // One request for an account waits for an owner-manager.
    await tx.insert(userRequests).values({
      name: 'Uusi Urakoitsija',
      email: 'applicant@demo.test',
      companyName: 'Maalaus Mäkinen Oy',
      message: 'Tarvitsisin tunnukset Koivukujan työmaalle.',
      locale: 'fi',
    });
  });
  await seedDemoProjects(db);
  await seedDemoProjectTabs(db);
  await seedDemoProducts(db);
  await seedDemoCondominiums(db);
  await seedDemoResidents(db, passwordHash);
  await seedDemoMaterials(db);
}
