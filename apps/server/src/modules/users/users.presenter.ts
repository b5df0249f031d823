import type { CompanyUser } from '@portal/contracts';
import type { CompanyRoleRecord } from '../companies/company-roles.service';
import type { UserRecord } from './users.repo';

export interface UserCompany {
  id: number;
  name: string;
  type: CompanyUser['companies'][number]['type'];
}

/**
 * The fields a user answer exposes (spec part 3 section 3, "Company user"); never the password
 * hash or photo key. `roles` are those of the scope the caller asked in (one company, or all).
 */
export function presentUser(user: UserRecord, roles: CompanyRoleRecord[], companies: UserCompany[]): CompanyUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    enabled: user.enabled,
    roles: roles.map((r) => ({ id: r.id, name: r.name, display_name: r.displayName, company_id: r.companyId })),
    user_category_id: user.userCategoryId,
    // Filled by the documents issue (documents added by the user); no documents exist before it.
    document_amount: 0,
    latest_document: null,
    companies: companies.map((c) => ({ id: c.id, name: c.name, type: c.type })),
    is_super: user.isSuper,
    is_owner: user.isOwner,
    is_activated: user.passwordHash !== null,
  };
}
