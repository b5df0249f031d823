import type { ApartmentRole, CompanyRole, CompanyType, CondominiumRole } from '@portal/contracts';

export interface AuthCompany {
  id: number;
  name: string;
  type: CompanyType;
  roles: CompanyRole[];
}

/** A role held in a condominium (DECISIONS.md "Apartment residents"). */
export interface AuthCondominium {
  id: number;
  role: CondominiumRole;
}

/** A role held in an apartment, with the apartment's condominium (residents see it too). */
export interface AuthApartment {
  id: number;
  condominiumId: number;
  role: ApartmentRole;
}

/**
 * The signed-in user as every route sees it: loaded once per request, permissions resolved, with
 * the memberships that are not company roles, so that policies read every fact synchronously.
 */
export interface AuthUser {
  id: number;
  name: string;
  email: string;
  locale: 'en' | 'fi';
  isSuper: boolean;
  isOwner: boolean;
  termsAccepted: boolean;
  hasPhoto: boolean;
  companies: AuthCompany[];
  condominiums: AuthCondominium[];
  apartments: AuthApartment[];
  permissions: ReadonlySet<string>;
  tokenId: number;
  tokenExpiresAt: Date;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller resolved from the bearer token once per API request, or null. */
    user: AuthUser | null;
  }
}
