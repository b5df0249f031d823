import type { Company } from '@portal/contracts';
import type { CompanyRecord } from './companies.repo';
import type { CompanyRoleRecord } from './company-roles.repo';

/** The fields a company answer exposes (spec part 3 section 3), with its own role rows. */
export function presentCompany(company: CompanyRecord, roles: CompanyRoleRecord[]): Company {
  return {
    id: company.id,
    name: company.name,
    code: company.code,
    type: company.type,
    roles: roles
      .filter((r) => r.companyId === company.id)
      .map((r) => ({ id: r.id, name: r.name, display_name: r.displayName })),
  };
}
