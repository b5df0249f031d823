import type { ProjectStatus, StatusProjectRef } from '@portal/contracts';
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

export function presentStatusProject(p: {
  id: number;
  code: string;
  name: string;
  deletedAt: Date | null;
}): StatusProjectRef {
  return { id: p.id, code: p.code, name: p.name, deleted_at: p.deletedAt?.toISOString() ?? null };
}
