import type { CompanyUser } from '@portal/contracts';
import { isUserAdmin, mayManageCompanyUsers } from '../../lib/access';

/*
 * Which row actions the server would accept (apps/server/src/modules/users/user-access.ts), so the
 * screens offer only those; the server checks again on every call.
 */

type Viewer = Parameters<typeof isUserAdmin>[0];
type Row = Pick<CompanyUser, 'is_super' | 'is_owner' | 'companies'>;

/**
 * Editing the account, setting its password, deleting it: a user administrator, or a company-user
 * administrator of every company the user belongs to when they hold no global role. Only Super
 * touches a Super user.
 */
export function mayAdministerUser(viewer: Viewer, row: Row): boolean {
  if (viewer.is_super) return true;
  if (row.is_super) return false;
  if (isUserAdmin(viewer)) return true;
  if (row.is_owner || row.companies.length === 0) return false;
  return row.companies.every((c) => mayManageCompanyUsers(viewer, c.id));
}

/** Roles in the company and removal from it: a company's manager, except for users with a global role. */
export function mayChangeMembership(viewer: Viewer, row: Row): boolean {
  if (viewer.is_super) return true;
  if (row.is_super) return false;
  if (isUserAdmin(viewer)) return true;
  return !row.is_owner;
}
