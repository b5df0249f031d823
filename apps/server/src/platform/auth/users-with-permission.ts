import type { CompanyRole, CompanyType } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { selectRows } from '../db/rows';
import type { AuthUser } from './auth-user';

interface FactsRow {
  id: number;
  name: string;
  email: string;
  locale: string;
  is_super: boolean;
  is_owner: boolean;
  terms_accepted: boolean;
  has_photo: boolean;
  companies: { id: number; name: string; type: CompanyType; roles: CompanyRole[] }[];
  permissions: string[];
}

/**
 * Enabled users who hold `permission` (Super always), with the same facts a signed-in request
 * has (companies, roles, effective permissions by the rule of `resolveSession`), so that policies
 * and viewers can be asked about someone who is not the caller: who should hear of a new
 * delete request. They are not signed in: the token fields are empty.
 */
export async function findUsersWithPermission(db: DbOrTx, permission: string): Promise<AuthUser[]> {
  const rows = await selectRows<FactsRow>(
    db,
    sql`
    with my_roles as (
      select ur.user_id, r.name, r.company_id, c.type as company_type
      from user_roles ur join roles r on r.id = ur.role_id join companies c on c.id = r.company_id
    ), facts as (
      select u.id, u.name, u.email, u.locale, u.is_super, u.is_owner,
        (u.terms_accepted_at is not null) as terms_accepted, (u.photo_key is not null) as has_photo,
        coalesce((
          select json_agg(json_build_object('id', c.id, 'name', c.name, 'type', c.type,
            'roles', (select json_agg(mr.name order by mr.name) from my_roles mr where mr.user_id = u.id and mr.company_id = c.id))
            order by c.name)
          from companies c where c.id in (select company_id from my_roles where user_id = u.id)
        ), '[]'::json) as companies,
        coalesce((
          select array_agg(distinct p.name) from role_permissions rp join permissions p on p.id = rp.permission_id
          where rp.role in (
            select name from my_roles where user_id = u.id
            union select company_type || '-' || name from my_roles where user_id = u.id
            union select 'owner' where u.is_owner
          )
        ), '{}') as permissions
      from users u where u.enabled
    )
    select * from facts where is_super or ${permission} = any(permissions) order by id`,
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    locale: row.locale === 'fi' ? 'fi' : 'en',
    isSuper: row.is_super,
    isOwner: row.is_owner,
    termsAccepted: row.terms_accepted,
    hasPhoto: row.has_photo,
    companies: row.companies,
    permissions: new Set(row.permissions),
    tokenId: 0,
    tokenExpiresAt: new Date(0),
  }));
}
