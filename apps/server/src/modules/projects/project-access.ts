import type { AuthUser } from '../../platform/auth/auth-user';
import { isOwnerManager } from '../../platform/auth/guard';

/**
 * Who sees which project (DECISIONS.md "Who sees what"), as data the queries turn into SQL: the
 * rules run inside the list query, never per row.
 */
export interface ProjectViewer {
  /** Super, owner-managers and users of an owner-type company see every project. */
  seesEveryProject: boolean;
  /** Soft-deleted projects are shown (marked) only to owner-managers. */
  seesDeleted: boolean;
  /** Otherwise: the projects these companies are attached to. */
  companyIds: number[];
}

export function isInOwnerCompany(user: AuthUser): boolean {
  return user.companies.some((c) => c.type === 'owner');
}

export function projectViewer(user: AuthUser): ProjectViewer {
  return {
    // Owner-managers create projects and administer everything, so they see every project even
    // when their own company is not an owner-type company.
    seesEveryProject: isOwnerManager(user) || isInOwnerCompany(user),
    seesDeleted: isOwnerManager(user),
    companyIds: user.companies.map((c) => c.id),
  };
}
