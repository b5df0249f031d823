import type { UserRequest } from '@portal/contracts';
import type { UserRequestRecord } from './user-requests.repo';

export function presentUserRequest(r: UserRequestRecord): UserRequest {
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
  };
}
