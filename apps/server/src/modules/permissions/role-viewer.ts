import type { CompanyType } from '@portal/contracts';
import { isOwnerSide } from '../../platform/access/user-facts';
import type { AuthUser } from '../../platform/auth/auth-user';

/**
 * Whose roles and grants a user may see (DECISIONS.md "Who may write": no directory of other
 * companies), as data the role and grant queries turn into SQL. The owner side sees every
 * company's; anyone else only their own companies' roles, grants and typed roles.
 */
export interface RoleViewer {
  /** null: every company. */
  companyIds: number[] | null;
  /** The typed roles (matrix columns) of these company types; null: every type. */
  companyTypes: CompanyType[] | null;
}

export function roleViewer(user: AuthUser): RoleViewer {
  if (isOwnerSide(user)) return { companyIds: null, companyTypes: null };
  return {
    companyIds: user.companies.map((c) => c.id),
    companyTypes: [...new Set(user.companies.map((c) => c.type))],
  };
}
