import type { DefaultFolder } from '@portal/contracts';
import { can } from '../../platform/access/gate';
import type { AuthUser } from '../../platform/auth/auth-user';
import type { DefaultFolderRow } from './default-folders.repo';

export function presentDefaultFolder(user: AuthUser, row: DefaultFolderRow): DefaultFolder {
  return {
    id: row.id,
    name: row.name,
    parent_id: row.parentId,
    project_subtype_id: row.projectSubtypeId,
    contentPermissions: row.grants,
    can: can(user, { kind: 'defaultFolder', id: row.id }),
  };
}
