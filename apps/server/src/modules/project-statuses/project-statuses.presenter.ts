import type { ManagedProjectStatus, ProjectStatus, StatusProjectRef } from '@portal/contracts';
import { can } from '../../platform/access/gate';
import type { AuthUser } from '../../platform/auth/auth-user';
import type { ProjectStatusRecord } from './project-statuses.repo';

/** The fields a status answer exposes; a root has `parent_id` 0 as the spec's client expects. */
export function presentStatus(s: ProjectStatusRecord): ProjectStatus {
  return {
    id: s.id,
    slug: s.slug,
    name: s.name,
    code: s.code,
    is_default: s.isDefault,
    is_active: s.isActive,
    parent_id: s.parentId ?? 0,
  };
}

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
