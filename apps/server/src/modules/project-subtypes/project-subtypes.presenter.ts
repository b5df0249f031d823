import type { ProjectSubtype } from '@portal/contracts';
import type { ProjectSubtypeRecord } from './project-subtypes.repo';

export function presentSubtype(row: ProjectSubtypeRecord): ProjectSubtype {
  return { id: row.id, name: row.name, default: row.isDefault };
}
