import type { ResidentApartment, ResidentRole } from '@portal/contracts';

/** The locale key of a role's name (GLOSSARY.md; the spec's sample types Admin, Stakeholder, Tenant). */
export const residentRoleKey = (role: ResidentRole) => `residents.roles.${role}` as const;

export const CONDOMINIUM_ROLE_OPTIONS = ['admin', 'stakeholder'] as const;
export const APARTMENT_ROLE_OPTIONS = ['owner', 'tenant'] as const;

/** "A 12": stairwell and number, as the spec's specifier column shows it ("A1"). */
export function apartmentLabel(apartment: Pick<ResidentApartment, 'stairwell' | 'apartment_number'>): string {
  return [apartment.stairwell, apartment.apartment_number].filter(Boolean).join(' ');
}
