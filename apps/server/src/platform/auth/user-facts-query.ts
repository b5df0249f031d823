import type { CompanyRole, CompanyType } from '@portal/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { AuthApartment, AuthCondominium, AuthUser } from './auth-user';

/** What `userFactsColumns` selects for one user. */
export interface UserFactsRow {
  id: number;
  name: string;
  email: string;
  locale: string;
  enabled: boolean;
  is_super: boolean;
  is_owner: boolean;
  terms_accepted: boolean;
  has_photo: boolean;
  companies: { id: number; name: string; type: CompanyType; roles: CompanyRole[] }[];
  condominiums: AuthCondominium[];
  apartments: AuthApartment[];
  permissions: string[];
}

/** `my_roles`: the company roles of the users `userFilter` (on `ur.user_id`) names. */
export function myRolesCte(userFilter: SQL): SQL {
  return sql`my_roles as (
    select ur.user_id, r.name, r.company_id, c.type as company_type
    from user_roles ur join roles r on r.id = ur.role_id join companies c on c.id = r.company_id
    where ${userFilter}
  )`;
}

/**
 * The facts of user `u` that every policy reads: their companies with their roles, their
 * condominium and apartment memberships with their roles (DECISIONS.md "Apartment residents"),
 * and their effective permissions (DECISIONS.md "Roles and permissions": the union of the untyped
 * and typed columns of each company role, plus the owner column for global owners). Needs `myRolesCte`.
 * One definition for the signed-in caller (sessions.ts) and for users asked about by others.
 */
export const userFactsColumns = sql`u.id, u.name, u.email, u.locale, u.enabled, u.is_super, u.is_owner,
  (u.terms_accepted_at is not null) as terms_accepted, (u.photo_key is not null) as has_photo,
  coalesce((
    select json_agg(json_build_object('id', c.id, 'name', c.name, 'type', c.type,
      'roles', (select json_agg(mr.name order by mr.name) from my_roles mr where mr.user_id = u.id and mr.company_id = c.id))
      order by c.name)
    from companies c where c.id in (select company_id from my_roles where user_id = u.id)
  ), '[]'::json) as companies,
  coalesce((
    select json_agg(json_build_object('id', cu.condominium_id, 'role', cu.role) order by cu.condominium_id)
    from condominium_users cu where cu.user_id = u.id
  ), '[]'::json) as condominiums,
  coalesce((
    select json_agg(json_build_object('id', a.id, 'condominiumId', a.condominium_id, 'role', au.role) order by a.id)
    from apartment_users au join apartments a on a.id = au.apartment_id where au.user_id = u.id
  ), '[]'::json) as apartments,
  coalesce((
    select array_agg(distinct p.name) from role_permissions rp join permissions p on p.id = rp.permission_id
    where rp.role in (
      select name from my_roles where user_id = u.id
      union select company_type || '-' || name from my_roles where user_id = u.id
      union select 'owner' where u.is_owner
    )
  ), '{}') as permissions`;

/** The row as the AuthUser policies take; `token` is empty for a user who is not the caller. */
export function toAuthUser(row: UserFactsRow, token: { id: number; expiresAt: Date }): AuthUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    locale: row.locale === 'fi' ? 'fi' : 'en',
    isSuper: row.is_super,
    isOwner: row.is_owner,
    termsAccepted: row.terms_accepted,
    hasPhoto: row.has_photo,
    companies: row.companies,
    condominiums: row.condominiums,
    apartments: row.apartments,
    permissions: new Set(row.permissions),
    tokenId: token.id,
    tokenExpiresAt: token.expiresAt,
  };
}
