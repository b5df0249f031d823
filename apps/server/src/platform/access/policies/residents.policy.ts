import type { AuthUser } from '../../auth/auth-user';
import { definePolicy } from '../policy';
import { hasPermission, isCondominiumAdmin, isCondominiumMember, isStaff, residesInApartment } from '../user-facts';

/*
 * Who sees and manages the people of a condominium and of its apartments (DECISIONS.md "Apartment
 * residents"): staff and the condominium's admins and stakeholders read; condominiums.manage and
 * the condominium's admin manage. Owners and tenants see the other residents of their own
 * apartment (names only, the service hides e-mail and phone) and nothing of the condominium's
 * list: a refused read is 404, like everything else outside their memberships.
 */

const manages = (user: AuthUser, condominiumId: number) =>
  hasPermission(user, 'condominiums.manage') || isCondominiumAdmin(user, condominiumId);

/** Everyone with a role in a condominium, its apartments' residents included. */
export interface CondominiumPeopleSubject {
  kind: 'condominiumPeople';
  condominiumId: number;
}

export const condominiumPeoplePolicy = definePolicy<CondominiumPeopleSubject>()({
  read: (user, people) => isStaff(user) || isCondominiumMember(user, people.condominiumId),
  manage: (user, people) => manages(user, people.condominiumId),
  /**
   * Giving a role to any account by user id (`modifyRole`): condominiums.manage only. A condominium's
   * admin names only people already in the condominium, so walking user ids reveals no one else.
   */
  nameAnyone: (user) => hasPermission(user, 'condominiums.manage'),
});

/** The owners and tenants of one apartment. */
export interface ApartmentResidentsSubject {
  kind: 'apartmentResidents';
  apartmentId: number;
  condominiumId: number;
}

export const apartmentResidentsPolicy = definePolicy<ApartmentResidentsSubject>()({
  read: (user, residents) =>
    isStaff(user) ||
    isCondominiumMember(user, residents.condominiumId) ||
    residesInApartment(user, residents.apartmentId),
  /** E-mail and phone: whoever reads the list but is not only one of its residents. */
  readContacts: (user, residents) => isStaff(user) || isCondominiumMember(user, residents.condominiumId),
  manage: (user, residents) => manages(user, residents.condominiumId),
});
