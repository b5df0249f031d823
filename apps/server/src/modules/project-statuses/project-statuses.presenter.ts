import type { ManagedProjectStatus, StatusProjectRef } from '@portal/contracts';
import { can } from '../../platform/access/gate';
import type { AuthUser } from '../../platform/auth/auth-user';
import { type ProjectStatusRecord, presentStatus } from './project-statuses.repo';

/** A status as the status calls answer it, with what this user may do with it. */
export function presentManagedStatus(user: AuthUser, s: ProjectStatusRecord): ManagedProjectStatus {
  return { ...presentStatus(s), can: can(user, { kind: 'projectStatus', id: s.id }) };
}

export function presentStatusProject(p: {
  id: number;
  code: string;
  name: string;
  deletedAt: Date | null;
}): StatusProjectRef {
  return { id: p.id, code: p.code, name: p.name, deleted_at: p.deletedAt?.toISOString() ?? null };
}
