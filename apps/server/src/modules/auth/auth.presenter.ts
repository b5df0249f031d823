import { type CurrentUser, PERMISSIONS, type SessionUser } from '@portal/contracts';
import { can } from '../../platform/access/gate';
import { PORTAL } from '../../platform/access/policies/portal.policy';
import { isOwnerManager } from '../../platform/access/user-facts';
import type { AuthUser } from '../../platform/auth/auth-user';

/**
 * A resolved session is one immutable object that the session cache hands to every request for a
 * few seconds; its presentation is kept beside it, so the login check (`GET user`, polled by every
 * open tab) does not rebuild and sort the same lists on each call.
 */
const presented = new WeakMap<AuthUser, CurrentUser>();

/** The user as the client keeps it (spec part 1 section 3), without the token. */
export function presentCurrentUser(user: AuthUser): CurrentUser {
  let answer = presented.get(user);
  if (!answer) {
    answer = buildCurrentUser(user);
    presented.set(user, answer);
  }
  return answer;
}

function buildCurrentUser(user: AuthUser): CurrentUser {
  const roleNames = new Set<string>();
  if (user.isSuper) roleNames.add('Super');
  if (user.isOwner) roleNames.add('owner');
  for (const c of user.companies) for (const r of c.roles) roleNames.add(r);
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    locale: user.locale,
    roles: [...roleNames].map((display_name) => ({ display_name })),
    // Super holds every permission (spec part 1 section 6); the list says so for clients that read it.
    permissions: (user.isSuper ? [...PERMISSIONS] : [...user.permissions]).sort().map((name) => ({ name })),
    companies: user.companies.map((c) => ({ id: c.id, name: c.name, type: c.type })),
    terms_accepted: user.termsAccepted,
    has_photo: user.hasPhoto,
    is_super: user.isSuper,
    is_owner_manager: isOwnerManager(user),
    managed_company_ids: user.companies.filter((c) => c.roles.includes('manager')).map((c) => c.id),
    expires_at: user.tokenExpiresAt.toISOString(),
    can: can(user, PORTAL),
    memberships: {
      condominiums: user.condominiums.map((c) => ({ condominium_id: c.id, role: c.role })),
      apartments: user.apartments.map((a) => ({ apartment_id: a.id, condominium_id: a.condominiumId, role: a.role })),
    },
  };
}

export function presentSessionUser(user: AuthUser, token: string): SessionUser {
  return { ...presentCurrentUser(user), token };
}
