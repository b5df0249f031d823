import { Navigate } from 'react-router';
import { isResident, residentHomePath } from '../../entities/resident';
import { useSignedInUser } from '../../lib/stored-user';

/**
 * Where `/` (and so signing in) leads: the projects list for staff; for a resident their one
 * apartment, or "My apartments" when they have several or none (DECISIONS.md "Apartment residents").
 */
export function HomeRedirect() {
  const user = useSignedInUser();
  return <Navigate to={isResident(user) ? residentHomePath(user) : '/projects'} replace />;
}
