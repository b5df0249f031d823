import type { AuthUser } from '../../auth/auth-user';
import { definePolicy } from '../policy';
import { hasPermission, isCondominiumAdmin, isStaff, ownsApartment, residesInApartment } from '../user-facts';

/*
 * One apartment's material selection in one project (DECISIONS.md "Condominiums and materials",
 * "Apartment residents"): its owners choose, its tenants and its condominium's admin read; staff
 * read when they see the project (the project visibility join, given as `projectVisible`) and,
 * holding projects.manage, may also save on the owner's behalf and review submissions. A
 * stakeholder sees the condominium only, so the selection is 404 to them like anyone else's.
 */

export interface ApartmentMaterialsSubject {
  kind: 'apartmentMaterials';
  apartmentId: number;
  condominiumId: number;
  /** Staff only: the project passes the caller's project visibility join. */
  projectVisible: boolean;
}

const staffReads = (user: AuthUser, s: ApartmentMaterialsSubject) =>
  isStaff(user) && s.projectVisible && hasPermission(user, 'projects.access');

const staffManages = (user: AuthUser, s: ApartmentMaterialsSubject) =>
  staffReads(user, s) && hasPermission(user, 'projects.manage');

export const apartmentMaterialsPolicy = definePolicy<ApartmentMaterialsSubject>()({
  read: (user, s) =>
    staffReads(user, s) || residesInApartment(user, s.apartmentId) || isCondominiumAdmin(user, s.condominiumId),
  /** Choosing options and submitting forms: the owners, or staff on their behalf. */
  choose: (user, s) => ownsApartment(user, s.apartmentId) || staffManages(user, s),
  /** Accepting or returning a submission, and changing it after the deadline. */
  review: staffManages,
});

/**
 * A catalogue product offered to a resident in their apartment's forms (its photos on the
 * selection screen). Which products those are is SQL (material-selections.access.ts), so every
 * product found is readable; nothing else of the catalogue is.
 */
export interface OfferedProductSubject {
  kind: 'offeredProduct';
}

export const offeredProductPolicy = definePolicy<OfferedProductSubject>()({
  read: () => true,
});

export const OFFERED_PRODUCT: OfferedProductSubject = { kind: 'offeredProduct' };
