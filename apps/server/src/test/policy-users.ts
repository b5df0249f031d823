import { type CompanyRole, type CompanyType, typedRoleName } from '@portal/contracts';
import type { AuthApartment, AuthCondominium, AuthUser } from '../platform/auth/auth-user';
import { DEFAULT_ROLE_PERMISSIONS } from '../seed/base-seed';

/*
 * Every kind of signed-in user a policy must answer for, as the facts the session would load
 * (platform/auth/user-facts-query.ts): companies with roles, global roles, the effective
 * permissions of the seeded matrix, and condominium and apartment memberships. Policy table tests
 * run each action of a policy against every one of them.
 */

/** The companies of the table users. */
export const OWNER_COMPANY = 1;
export const CLIENT_COMPANY = 2;
export const SUBCONTRACTOR_COMPANY = 3;
/** The condominium and apartment the residents belong to. */
export const CONDOMINIUM = 10;
export const APARTMENT = 20;

const COMPANY_OF: Record<CompanyType, number> = {
  owner: OWNER_COMPANY,
  client: CLIENT_COMPANY,
  subcontractor: SUBCONTRACTOR_COMPANY,
};

interface Facts {
  isSuper?: boolean;
  isOwner?: boolean;
  company?: { type: CompanyType; role: CompanyRole };
  condominiums?: AuthCondominium[];
  apartments?: AuthApartment[];
}

/**
 * The permissions the session would resolve: the untyped and typed columns of the company roles,
 * and the owner column for a global owner (DECISIONS.md "Roles and permissions"), from the seed.
 */
function permissionsOf(facts: Facts): Set<string> {
  const columns: string[] = [];
  if (facts.company) {
    // Membership is holding the employee role; a higher role comes with it.
    const roles: CompanyRole[] = facts.company.role === 'employee' ? ['employee'] : ['employee', facts.company.role];
    for (const role of roles) columns.push(role, typedRoleName(facts.company.type, role));
  }
  if (facts.isOwner) columns.push('owner');
  return new Set(columns.flatMap((column) => DEFAULT_ROLE_PERMISSIONS[column] ?? []));
}

function user(id: number, facts: Facts): AuthUser {
  const company = facts.company;
  return {
    id,
    name: `User ${id}`,
    email: `user${id}@example.test`,
    locale: 'en',
    isSuper: facts.isSuper ?? false,
    isOwner: facts.isOwner ?? false,
    termsAccepted: true,
    hasPhoto: false,
    companies: company
      ? [
          {
            id: COMPANY_OF[company.type],
            name: `${company.type} company`,
            type: company.type,
            roles: company.role === 'employee' ? ['employee'] : ['employee', company.role],
          },
        ]
      : [],
    condominiums: facts.condominiums ?? [],
    apartments: facts.apartments ?? [],
    permissions: permissionsOf(facts),
    tokenId: 0,
    tokenExpiresAt: new Date(0),
  };
}

/** One user of each kind, by the name the tables use. Ids are distinct so "themself" rules can tell them apart. */
export const POLICY_USERS = {
  super: user(1, { isSuper: true }),
  ownerManager: user(2, { isOwner: true, company: { type: 'owner', role: 'manager' } }),
  globalOwner: user(3, { isOwner: true, company: { type: 'owner', role: 'employee' } }),
  manager: user(4, { company: { type: 'owner', role: 'manager' } }),
  editor: user(5, { company: { type: 'owner', role: 'editor' } }),
  employee: user(6, { company: { type: 'owner', role: 'employee' } }),
  clientManager: user(7, { company: { type: 'client', role: 'manager' } }),
  clientEmployee: user(8, { company: { type: 'client', role: 'employee' } }),
  subManager: user(9, { company: { type: 'subcontractor', role: 'manager' } }),
  subEmployee: user(10, { company: { type: 'subcontractor', role: 'employee' } }),
  noCompany: user(11, {}),
  condoAdmin: user(12, { condominiums: [{ id: CONDOMINIUM, role: 'admin' }] }),
  condoStakeholder: user(13, { condominiums: [{ id: CONDOMINIUM, role: 'stakeholder' }] }),
  aptOwner: user(14, { apartments: [{ id: APARTMENT, condominiumId: CONDOMINIUM, role: 'owner' }] }),
  aptTenant: user(15, { apartments: [{ id: APARTMENT, condominiumId: CONDOMINIUM, role: 'tenant' }] }),
} satisfies Record<string, AuthUser>;

export type PolicyUserName = keyof typeof POLICY_USERS;
