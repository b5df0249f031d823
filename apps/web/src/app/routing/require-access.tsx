import type { SessionUser } from '@portal/contracts';
import { Navigate, Outlet } from 'react-router';
import { useSignedInUser } from '../../lib/stored-user';

/**
 * A route gate from spec part 1 section 6. Users outside it are sent to /projects; the server
 * refuses their calls anyway, the gate only keeps them from screens they cannot use.
 */
export function RequireAccess({ allow }: { allow: (user: SessionUser) => boolean }) {
  const user = useSignedInUser();
  return allow(user) ? <Outlet /> : <Navigate to="/projects" replace />;
}
