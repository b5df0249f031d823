import {
  COMPANY_ROLES,
  type GrantRolePermissionInput,
  type PaginationQuery,
  permissionLabel,
  type RoleColumn,
  type RolePermissionsMatrix,
  resolvePermission,
} from '@portal/contracts';
import type { AppContext } from '../../app-context';
import { authorize, can } from '../../platform/access/gate';
import type { RolePermissionsSubject } from '../../platform/access/policies/permissions.policy';
import type { AuthUser } from '../../platform/auth/auth-user';
import type { DbOrTx } from '../../platform/db/client';
import { invalid, notFound } from '../../platform/http/app-error';
import { pageWindow } from '../../platform/http/pagination';
import { presentCompanyRole, presentPermission, presentTypedRole } from './permissions.presenter';
import * as repo from './permissions.repo';
import { roleViewer } from './role-viewer';

const MATRIX: RolePermissionsSubject = { kind: 'rolePermissions' };

async function loadMatrix(db: DbOrTx) {
  const [permissions, cells, typed] = await Promise.all([
    repo.findAllPermissions(db),
    repo.findMatrixCells(db),
    repo.findTypedRoles(db),
  ]);
  const items = permissions.map(presentPermission);
  const column = (role: string, displayName: string, companyType: RoleColumn['company_type']): RoleColumn => {
    const held = new Set(cells.filter((c) => c.role === role).map((c) => c.permissionId));
    return {
      role,
      display_name: displayName,
      company_type: companyType,
      permissions: items.filter((p) => held.has(p.id)),
    };
  };
  return { items, typed, column };
}

/** Rows are every permission; columns employee, editor, manager, then each typed role (DECISIONS.md). */
export async function matrix(ctx: AppContext, user: AuthUser): Promise<RolePermissionsMatrix> {
  authorize(user, 'view', MATRIX);
  const { items, typed, column } = await loadMatrix(ctx.db);
  return {
    permissions: items,
    roles: [
      ...COMPANY_ROLES.map((role) => column(role, role, null)),
      ...typed.map((t) => column(t.name, t.displayName, t.companyType)),
    ],
    can: can(user, MATRIX),
  };
}

export async function ownerColumn(ctx: AppContext, user: AuthUser): Promise<RoleColumn> {
  authorize(user, 'view', MATRIX);
  const { column } = await loadMatrix(ctx.db);
  return column(repo.OWNER_COLUMN, repo.OWNER_COLUMN, null);
}

/** A column name the matrix knows: employee, editor, manager, owner, or an existing typed role. */
async function isKnownColumn(db: DbOrTx, role: string): Promise<boolean> {
  if (role === repo.OWNER_COLUMN || (COMPANY_ROLES as readonly string[]).includes(role)) return true;
  return (await repo.findTypedRoles(db)).some((t) => t.name === role);
}

async function findPermissionRow(db: DbOrTx, input: string) {
  const name = resolvePermission(input);
  return name ? repo.findPermissionByName(db, name) : undefined;
}

/** Grants a cell; sessions are read again, so the change applies from each user's next request. */
export async function grant(ctx: AppContext, user: AuthUser, input: GrantRolePermissionInput) {
  authorize(user, 'update', MATRIX);
  const known = await isKnownColumn(ctx.db, input.role);
  const permission = await findPermissionRow(ctx.db, input.permission);
  if (!known || !permission) {
    throw invalid({
      ...(known ? {} : { role: ['role-unknown'] }),
      ...(permission ? {} : { permission: ['permission-unknown'] }),
    });
  }
  await repo.grantCell(ctx.db, input.role, permission.id);
  ctx.sessions.clear();
  return { role: input.role, permission: permission.name, label: permissionLabel(permission.name), granted: true };
}

/** Revokes a cell; revoking one that is not granted answers the same (the cell is off either way). */
export async function revoke(ctx: AppContext, user: AuthUser, role: string, name: string) {
  authorize(user, 'update', MATRIX);
  if (!(await isKnownColumn(ctx.db, role))) throw notFound('No such role.');
  const permission = await findPermissionRow(ctx.db, name);
  if (!permission) throw notFound('No such permission.');
  await repo.revokeCell(ctx.db, role, permission.id);
  ctx.sessions.clear();
  return { role, permission: permission.name, label: permissionLabel(permission.name), granted: false };
}

/** GET roles: a user who is not on the owner side gets only their own companies' roles. */
export async function listCompanyRoles(
  ctx: AppContext,
  user: AuthUser,
  query: PaginationQuery & { company_id?: number },
) {
  authorize(user, 'view', MATRIX);
  const { rows, total } = await repo.findCompanyRoles(ctx.db, {
    companyId: query.company_id,
    companyIds: roleViewer(user).companyIds,
    ...pageWindow(query),
  });
  return { rows: rows.map(presentCompanyRole), total };
}

/** GET roles_typed: a user who is not on the owner side gets only their own companies' types. */
export async function listTypedRoles(ctx: AppContext, user: AuthUser, query: PaginationQuery) {
  authorize(user, 'view', MATRIX);
  const all = (await repo.findTypedRoles(ctx.db, roleViewer(user).companyTypes ?? undefined)).map(presentTypedRole);
  const { limit, offset } = pageWindow(query);
  return { rows: all.slice(offset, offset + limit), total: all.length };
}
