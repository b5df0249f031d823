import type { ContentPermissionListQuery, CreateContentPermissionRequest } from '@portal/contracts';
import type { AppContext } from '../../app-context';
import { invalid, notFound } from '../../platform/http/app-error';
import { pageWindow } from '../../platform/http/pagination';
import { presentContentPermissionWithRole } from './permissions.presenter';
import * as repo from './permissions.repo';

export async function listContentPermissions(ctx: AppContext, query: ContentPermissionListQuery) {
  const { rows, total } = await repo.findContentPermissions(
    ctx.db,
    {
      contentType: query.content_type,
      contentId: query.content_id,
      roleIds: query.role_id ? [query.role_id] : undefined,
    },
    pageWindow(query),
  );
  return { rows: rows.map(presentContentPermissionWithRole), total };
}

/**
 * Grants a company role sight of a content item. Typed roles are matrix columns, not company roles,
 * so they are refused. The content itself is not looked up here: projects, folders and default
 * folders belong to the projects issue, which checks its ids when it reads these grants.
 */
export async function createContentPermission(ctx: AppContext, input: CreateContentPermissionRequest) {
  const role = await repo.findCompanyRoleRow(ctx.db, input.role_id);
  if (!role) {
    const exists = await repo.roleExists(ctx.db, input.role_id);
    throw invalid({ role_id: [exists ? 'role-not-company-role' : 'role-not-found'] });
  }
  const { id, created } = await repo.insertContentPermission(ctx.db, {
    roleId: input.role_id,
    contentType: input.content_type,
    contentId: input.content_id,
  });
  const row = await repo.findContentPermissionById(ctx.db, id);
  if (!row) throw notFound();
  return { data: presentContentPermissionWithRole(row), created };
}

export async function deleteContentPermission(ctx: AppContext, id: number): Promise<void> {
  if (!(await repo.deleteContentPermission(ctx.db, id))) throw notFound('Content permission not found.');
}
