import type { DefaultFolder } from '@portal/contracts';
import type { DefaultFolderRow } from './default-folders.repo';

export function presentDefaultFolder(row: DefaultFolderRow): DefaultFolder {
  return {
    id: row.id,
    name: row.name,
    parent_id: row.parentId,
    project_subtype_id: row.projectSubtypeId,
    contentPermissions: row.grants,
  };
}
