import type { ProjectSubtype } from '@portal/contracts';
import { can } from '../../platform/access/gate';
import type { AuthUser } from '../../platform/auth/auth-user';
import type { ProjectSubtypeRecord } from './project-subtypes.repo';

/** `default` is 1 or 0 as the spec gives it (part 2 §3, DECISIONS.md "Input"). */
export function presentSubtype(user: AuthUser, row: ProjectSubtypeRecord): ProjectSubtype {
  return {
    id: row.id,
    name: row.name,
    default: row.isDefault ? 1 : 0,
    can: can(user, { kind: 'projectSubtype', id: row.id }),
  };
}
