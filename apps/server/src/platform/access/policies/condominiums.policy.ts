import type { AuthUser } from '../../auth/auth-user';
import { definePolicy } from '../policy';
import {
  hasPermission,
  isCondominiumAdmin,
  isCondominiumMember,
  isStaff,
  ownsApartment,
  residesInApartment,
  residesInCondominium,
} from '../user-facts';

/*
 * The first rules by membership (DECISIONS.md "Apartment residents", "Condominiums and materials"):
 * staff see condominiums (the /condominiums route is open to them, spec part 3) and
 * condominiums.manage keeps them; residents see only what their memberships reach, and everything
 * else is 404 to them. The condominium issue adds its actions here.
 */

/** condominiums.manage: condominiums, apartments and templates (spec part 3 §6). */
const manages = (user: AuthUser) => hasPermission(user, 'condominiums.manage');

export interface CondominiumSubject {
  kind: 'condominium';
  id: number;
}

export const condominiumPolicy = definePolicy<CondominiumSubject>()({
  /** Staff, its admins and stakeholders, and the residents of its apartments. */
  read: (user, condominium) =>
    isStaff(user) || isCondominiumMember(user, condominium.id) || residesInCondominium(user, condominium.id),
  update: manages,
  delete: manages,
  /** The users tab: adding residents by e-mail and changing their roles; also the condominium's admin. */
  manageUsers: (user, condominium) => manages(user) || isCondominiumAdmin(user, condominium.id),
  /** Its apartment templates: add, rename, delete. */
  manageTemplates: manages,
});

/** The condominiums list: everyone signed in lists what they see (the SQL filters); managers create. */
export interface CondominiumsSubject {
  kind: 'condominiums';
}

export const condominiumsPolicy = definePolicy<CondominiumsSubject>()({
  list: () => true,
  create: manages,
});

export const CONDOMINIUMS: CondominiumsSubject = { kind: 'condominiums' };

export interface ApartmentSubject {
  kind: 'apartment';
  id: number;
  condominiumId: number;
}

export const apartmentPolicy = definePolicy<ApartmentSubject>()({
  /** Staff, its owners and tenants, and its condominium's admin (a stakeholder sees the condominium only). */
  read: (user, apartment) =>
    isStaff(user) || residesInApartment(user, apartment.id) || isCondominiumAdmin(user, apartment.condominiumId),
  update: manages,
  delete: manages,
  /** Its owners and tenants (`modifyRole`, `destroy`). */
  manageResidents: (user, apartment) => manages(user) || isCondominiumAdmin(user, apartment.condominiumId),
  /** Material selections, quote answers and room cards are the owners' (tenants read). */
  chooseMaterials: (user, apartment) => ownsApartment(user, apartment.id),
});

export interface CondominiumApartmentsSubject {
  kind: 'condominiumApartments';
  condominiumId: number;
}

/**
 * A condominium's apartments as a list (the apartments tab, `apartments/condominium/{id}`): staff
 * and the condominium's admin. Its stakeholders see the condominium only, and a resident sees only
 * their own apartment, never the list (404: what they may not read does not exist for them).
 */
export const condominiumApartmentsPolicy = definePolicy<CondominiumApartmentsSubject>()({
  read: (user, subject) => isStaff(user) || isCondominiumAdmin(user, subject.condominiumId),
  create: manages,
});
