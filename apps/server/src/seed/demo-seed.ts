import type { CompanyRole, CompanyType } from '@portal/contracts';
import { count, eq } from 'drizzle-orm';
import { addUserCompanyRoles, insertCompanyWithRoles } from '../modules/companies/company-roles.repo';
import { hashPassword } from '../platform/auth/passwords';
import type { Db } from '../platform/db/client';
import { companies, userCategories, users } from '../platform/db/schema';

/** Every demo user signs in with this password (README "Demo data"). */
export const DEMO_PASSWORD = 'demo-password-1';

interface DemoUser {
  email: string;
  name: string;
  company: string;
  roles: CompanyRole[];
  owner?: boolean;
}

const DEMO_COMPANIES: { name: string; code: string; type: CompanyType }[] = [
  { name: 'Rakennus Demo Oy', code: 'RDO', type: 'owner' },
  { name: 'Tilaaja Kiinteistöt Oy', code: 'TKO', type: 'client' },
  { name: 'Aliurakointi Sähkö Oy', code: 'ASO', type: 'subcontractor' },
];

export const DEMO_USERS: DemoUser[] = [
  { email: 'owner.manager@demo.test', name: 'Olli Omistaja', company: 'RDO', roles: ['manager'], owner: true },
  { email: 'manager@demo.test', name: 'Maija Manageri', company: 'RDO', roles: ['manager'] },
  { email: 'editor@demo.test', name: 'Eero Editori', company: 'RDO', roles: ['editor'] },
  { email: 'employee@demo.test', name: 'Tiina Työntekijä', company: 'RDO', roles: [] },
  { email: 'client@demo.test', name: 'Kalle Tilaaja', company: 'TKO', roles: ['manager'] },
  { email: 'sub.manager@demo.test', name: 'Sanna Aliurakoitsija', company: 'ASO', roles: ['manager'] },
  { email: 'sub.employee@demo.test', name: 'Ville Asentaja', company: 'ASO', roles: [] },
];

/** The demo data set (`npm run demo`): added once, when no company exists yet. */
export async function seedDemo(db: Db): Promise<void> {
  const [{ n }] = await db.select({ n: count() }).from(companies);
  if (n > 0) return;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const [category] = await tx.select().from(userCategories).where(eq(userCategories.isDefault, true)).limit(1);
    const byCode = new Map<string, number>();
    for (const c of DEMO_COMPANIES) byCode.set(c.code, (await insertCompanyWithRoles(tx, c)).id);
    for (const u of DEMO_USERS) {
      const [row] = await tx
        .insert(users)
        .values({
          email: u.email,
          name: u.name,
          passwordHash,
          isOwner: u.owner ?? false,
          termsAcceptedAt: new Date(),
          userCategoryId: category?.id,
          locale: u.email.startsWith('sub') ? 'fi' : 'en',
        })
        .returning({ id: users.id });
      await addUserCompanyRoles(tx, row.id, byCode.get(u.company)!, u.roles);
    }
  });
}
