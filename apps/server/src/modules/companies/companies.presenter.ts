import type { Company } from '@portal/contracts';
import { can } from '../../platform/access/gate';
import type { AuthUser } from '../../platform/auth/auth-user';
import type { CompanyRecord } from './companies.repo';
import type { CompanyRoleRecord } from './company-roles.repo';

/** The fields a company answer exposes (spec part 3 section 3), with its own role rows and `can`. */
export function presentCompany(user: AuthUser, company: CompanyRecord, roles: CompanyRoleRecord[]): Company {
  return {
    id: company.id,
    name: company.name,
    code: company.code,
    type: company.type,
    roles: roles
      .filter((r) => r.companyId === company.id)
      .map((r) => ({ id: r.id, name: r.name, display_name: r.displayName })),
    can: can(user, { kind: 'company', id: company.id }),
  };
}
