import type { Permission } from '@portal/contracts';
import type { AuthUser } from '../auth/auth-user';

/**
 * Facts about the caller that policies combine (spec part 1 §6, DECISIONS.md "Roles and
 * permissions" and "Who may write"). Only policies and SQL visibility filters read these;
 * handlers ask `authorize`.
 */

/** Super passes every permission check. */
export function hasPermission(user: AuthUser, permission: Permission): boolean {
  return user.isSuper || user.permissions.has(permission);
}

export function isManager(user: AuthUser): boolean {
  return user.companies.some((c) => c.roles.includes('manager'));
}

/** Super, or a user who holds both the global owner role and a manager role. */
export function isOwnerManager(user: AuthUser): boolean {
  return user.isSuper || (user.isOwner && isManager(user));
}

export function isInOwnerCompany(user: AuthUser): boolean {
  return user.companies.some((c) => c.type === 'owner');
}

/** The owner side: Super or a user of an owner-type company (DECISIONS.md "Who may write"). */
export function isOwnerSide(user: AuthUser): boolean {
  return user.isSuper || isInOwnerCompany(user);
}

/** Super or a user of an owner or subcontractor company: those who add documents and folders. */
export function isInWritingCompany(user: AuthUser): boolean {
  return user.isSuper || user.companies.some((c) => c.type === 'owner' || c.type === 'subcontractor');
}

/** Manager of that company, or Super. */
export function managesCompany(user: AuthUser, companyId: number): boolean {
  return user.isSuper || user.companies.some((c) => c.id === companyId && c.roles.includes('manager'));
}

export function belongsToCompany(user: AuthUser, companyId: number): boolean {
  return user.companies.some((c) => c.id === companyId);
}

/*
 * Memberships that are not company roles (DECISIONS.md "Apartment residents"): a condominium's
 * admin or stakeholder, an apartment's owner or tenant. A resident may belong to no company at all.
 */

/** Staff: Super or a user of any company. Residents who belong to no company are not. */
export function isStaff(user: AuthUser): boolean {
  return user.isSuper || user.companies.length > 0;
}

/** Holds a role (admin or stakeholder) in that condominium. */
export function isCondominiumMember(user: AuthUser, condominiumId: number): boolean {
  return user.condominiums.some((c) => c.id === condominiumId);
}

/** The condominium's admin (property manager or board). */
export function isCondominiumAdmin(user: AuthUser, condominiumId: number): boolean {
  return user.condominiums.some((c) => c.id === condominiumId && c.role === 'admin');
}

/** Owner or tenant of an apartment of that condominium. */
export function residesInCondominium(user: AuthUser, condominiumId: number): boolean {
  return user.apartments.some((a) => a.condominiumId === condominiumId);
}

/** Owner or tenant of that apartment. */
export function residesInApartment(user: AuthUser, apartmentId: number): boolean {
  return user.apartments.some((a) => a.id === apartmentId);
}

/** An owner of that apartment: the one who chooses materials and answers quotes. */
export function ownsApartment(user: AuthUser, apartmentId: number): boolean {
  return user.apartments.some((a) => a.id === apartmentId && a.role === 'owner');
}
