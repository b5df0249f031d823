import { Navigate } from 'react-router';
import { canManageCompanies, isUserAdmin, managementCompanyId } from '../../../entities/session';
import { useSignedInUser } from '../../../lib/stored-user';

/** Where /users leads; exported for its test. */
export function usersDestination(user: Parameters<typeof canManageCompanies>[0]): string {
  if (canManageCompanies(user) && isUserAdmin(user)) return '/companies?tab=allusers';
  const companyId = managementCompanyId(user);
  return companyId === null ? '/projects' : `/company-management/${companyId}`;
}

/**
 * /users, where a successful users CSV import leads (spec part 2). There is no separate users
 * screen: the users already live in the administration, so /users redirects to the list the
 * user can see — the allusers tab of /companies for owner-managers with companies.manage and
 * users.manage, their own company's management page for company managers, /projects for everyone
 * else.
 */
export default function UsersPage() {
  const user = useSignedInUser();
  return <Navigate to={usersDestination(user)} replace />;
}
