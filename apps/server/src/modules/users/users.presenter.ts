import type { CompanyUser } from '@portal/contracts';
import { can } from '../../platform/access/gate';
import type { UserSubject } from '../../platform/access/policies/users.policy';
import type { AuthUser } from '../../platform/auth/auth-user';
import type { CompanyRecord } from '../companies/companies.repo';
import type { CompanyRoleRecord } from '../companies/company-roles.repo';
import type { UserDocumentStats } from '../documents/documents.repo';
import type { UserRecord } from './users.repo';

/** The facts the user policy reads: the global roles and every company the user belongs to. */
export function userSubject(user: UserRecord, companyIds: number[], scopeCompanyId: number | null = null): UserSubject {
  return {
    kind: 'user',
    id: user.id,
    isSuper: user.isSuper,
    isOwner: user.isOwner,
    companyIds: [...new Set(companyIds)],
    scopeCompanyId,
  };
}

/**
 * The fields a user answer exposes (spec part 3 section 3, "Company user"); never the password
 * hash or photo key. `roles` and `companies` are those the viewer may see (their own companies
 * only, outside the owner side); `can` is read from every company the user belongs to.
 */
export function presentUser(
  viewer: AuthUser,
  user: UserRecord,
  subject: UserSubject,
  roles: CompanyRoleRecord[],
  companies: CompanyRecord[],
  documents?: UserDocumentStats,
): CompanyUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    enabled: user.enabled,
    roles: roles.map((r) => ({ id: r.id, name: r.name, display_name: r.displayName, company_id: r.companyId })),
    user_category_id: user.userCategoryId,
    // Documents the user added that the viewer sees.
    document_amount: documents?.count ?? 0,
    latest_document: documents?.latest ?? null,
    companies: companies.map((c) => ({ id: c.id, name: c.name, type: c.type })),
    is_super: user.isSuper,
    is_owner: user.isOwner,
    is_activated: user.passwordHash !== null,
    can: can(viewer, subject),
  };
}
