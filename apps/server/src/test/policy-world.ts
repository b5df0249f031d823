import type { CompanyRole, CompanyType } from '@portal/contracts';
import type { AuthUser } from '../platform/auth/auth-user';
import { resolveSession } from '../platform/auth/sessions';
import { makeCompany, makeUser, type TestApp } from './harness';
import { addApartmentUser, addCondominiumUser, makeApartment, makeCondominium } from './membership-factories';
import { POLICY_USERS, type PolicyUserName } from './policy-users';

/*
 * The users of the policy tables (policy-users.ts) as real, signed-in users of a test portal: one of
 * each kind, in an owner, a client and a subcontractor company, and a condominium with one
 * apartment. A test that sends a table's rows through the routes calls as them.
 */

export interface PolicyWorld {
  tokens: Record<PolicyUserName, string>;
  /** The facts each user's session loads, for checking them against the table's users. */
  sessions: Record<PolicyUserName, AuthUser>;
  condominiumId: number;
  apartmentId: number;
}

/** The facts a table user stands for, without the ids that differ between the table and a database. */
export function factsOf(user: AuthUser) {
  return {
    isSuper: user.isSuper,
    isOwner: user.isOwner,
    companies: user.companies.map((c) => `${c.type}:${[...c.roles].sort().join('+')}`).sort(),
    condominiums: user.condominiums.map((c) => c.role).sort(),
    apartments: user.apartments.map((a) => a.role).sort(),
    permissions: [...user.permissions].sort(),
  };
}

export async function makePolicyWorld(t: TestApp): Promise<PolicyWorld> {
  const companyOf: Record<CompanyType, number> = {
    owner: (await makeCompany(t.ctx, 'owner')).id,
    client: (await makeCompany(t.ctx, 'client')).id,
    subcontractor: (await makeCompany(t.ctx, 'subcontractor')).id,
  };
  const condominium = await makeCondominium(t.ctx);
  const apartment = await makeApartment(t.ctx, condominium.id);
  const tokens = {} as Record<PolicyUserName, string>;
  const sessions = {} as Record<PolicyUserName, AuthUser>;
  for (const name of Object.keys(POLICY_USERS) as PolicyUserName[]) {
    const facts = POLICY_USERS[name];
    const company = facts.companies[0];
    const roles = (company?.roles ?? []).filter((role): role is CompanyRole => role !== 'employee');
    const user = await makeUser(t.ctx, {
      isSuper: facts.isSuper,
      isOwner: facts.isOwner,
      ...(company ? { companyId: companyOf[company.type], roles } : {}),
    });
    for (const c of facts.condominiums) await addCondominiumUser(t.ctx, condominium.id, user.id, c.role);
    for (const a of facts.apartments) await addApartmentUser(t.ctx, apartment.id, user.id, a.role);
    tokens[name] = await t.tokenFor(user.id);
    const session = await resolveSession(t.ctx.db, tokens[name], t.ctx.config.SESSION_LIFETIME_MINUTES);
    if (!session) throw new Error(`no session for ${name}`);
    sessions[name] = session;
  }
  return { tokens, sessions, condominiumId: condominium.id, apartmentId: apartment.id };
}
