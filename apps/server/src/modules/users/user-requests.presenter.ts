import type { UserRequest } from '@portal/contracts';
import { can } from '../../platform/access/gate';
import type { AuthUser } from '../../platform/auth/auth-user';
import type { UserRequestRecord } from './user-requests.repo';

export function presentUserRequest(viewer: AuthUser, r: UserRequestRecord): UserRequest {
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    phone: r.phone,
    company_id: r.companyId,
    company_name: r.companyName,
    message: r.message,
    status: r.status,
    created_at: r.createdAt.toISOString(),
    decided_at: r.decidedAt ? r.decidedAt.toISOString() : null,
    user_id: r.userId,
    can: can(viewer, { kind: 'userRequest', status: r.status }),
  };
}
