import type { CurrentUser } from '@portal/contracts';

type MemberUser = Pick<CurrentUser, 'is_super' | 'companies' | 'memberships'>;

/**
 * A resident: no company, not Super (DECISIONS.md "Apartment residents"), like the server's
 * `isStaff`. Their sidebar shows "My apartments" only and signing in lands there.
 */
export function isResident(user: Pick<CurrentUser, 'is_super' | 'companies'>): boolean {
  return !user.is_super && user.companies.length === 0;
}

export const apartmentPath = (condominiumId: number, apartmentId: number) =>
  `/condominium/${condominiumId}/apartments/${apartmentId}`;

/**
 * The one place a resident has, opened directly: their only apartment, or (a condominium's admin or
 * stakeholder with no apartment) their only condominium; null when there are several or none.
 */
export function singlePlacePath(
  apartments: readonly { apartmentId: number; condominiumId: number }[],
  condominiumIds: readonly number[],
): string | null {
  if (apartments.length === 1 && condominiumIds.length === 0) {
    return apartmentPath(apartments[0].condominiumId, apartments[0].apartmentId);
  }
  if (apartments.length === 0 && condominiumIds.length === 1) return `/condominium/${condominiumIds[0]}`;
  return null;
}

/** Where a resident's "home" is: their one place directly, or "My apartments". */
export function residentHomePath(user: MemberUser): string {
  const { apartments, condominiums } = user.memberships;
  const single = singlePlacePath(
    apartments.map((a) => ({ apartmentId: a.apartment_id, condominiumId: a.condominium_id })),
    condominiums.map((c) => c.condominium_id),
  );
  return single ?? '/my-apartments';
}
