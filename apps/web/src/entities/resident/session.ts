import type { CurrentUser } from '@portal/contracts';

type MemberUser = Pick<CurrentUser, 'is_super' | 'companies' | 'memberships'>;

/**
 * A resident: no company, not Super (DECISIONS.md "Apartment residents"), like the server's
 * `isStaff`. Their sidebar shows "My apartments" only and signing in lands there.
 */
export function isResident(user: Pick<CurrentUser, 'is_super' | 'companies'>): boolean {
  return !user.is_super && user.companies.length === 0;
}

/** Where a resident's "home" is: their one apartment directly, or the list of several. */
export function residentHomePath(user: MemberUser): string {
  const [only, ...more] = user.memberships.apartments;
  if (only && more.length === 0) return `/condominium/${only.condominium_id}/apartments/${only.apartment_id}`;
  return '/my-apartments';
}
