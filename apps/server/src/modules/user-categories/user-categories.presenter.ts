import type { UserCategory } from '@portal/contracts';
import { can } from '../../platform/access/gate';
import type { AuthUser } from '../../platform/auth/auth-user';
import type { UserCategoryRecord } from './user-categories.repo';

export function presentUserCategory(viewer: AuthUser, row: UserCategoryRecord): UserCategory {
  return {
    id: row.id,
    name: row.name,
    default: row.isDefault,
    can: can(viewer, { kind: 'userCategory', isDefault: row.isDefault }),
  };
}
