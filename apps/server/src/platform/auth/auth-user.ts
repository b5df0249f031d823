import type { CompanyRole, CompanyType } from '@portal/contracts';

export interface AuthCompany {
  id: number;
  name: string;
  type: CompanyType;
  roles: CompanyRole[];
}

/** The signed-in user as every route sees it: loaded once per request, permissions resolved. */
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
