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

/** One grant, or 404. */
export async function getContentPermission(ctx: AppContext, id: number) {
  const row = await repo.findContentPermissionById(ctx.db, id);
  if (!row) throw notFound('Content permission not found.');
  return presentContentPermissionWithRole(row);
}

/**
 * Grants a company role sight of a content item. Typed roles are matrix columns, not company roles,
 * so they are refused. The route has checked that the content exists and that the caller may
 * administer it (permissions-access.ts).
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
