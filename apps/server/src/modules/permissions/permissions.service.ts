import {
  COMPANY_ROLES,
  type ContentPermission,
  type GrantRolePermissionRequest,
  type PaginationQuery,
  PERMISSIONS,
  permissionLabel,
  type RoleColumn,
  type RolePermissionsMatrix,
  resolvePermission,
  typedRoleName,
} from '@portal/contracts';
import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../platform/db/client';
import { invalid, notFound } from '../../platform/http/app-error';
import { pageWindow } from '../../platform/http/pagination';
import {
  presentCompanyRole,
  presentContentPermission,
  presentPermission,
  presentTypedRole,
} from './permissions.presenter';
import * as repo from './permissions.repo';

/** The global owner role's column (`rolepermissions_owner`). */
const OWNER_COLUMN = 'owner';

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
export async function matrix(ctx: AppContext): Promise<RolePermissionsMatrix> {
  const { items, typed, column } = await loadMatrix(ctx.db);
  return {
    permissions: items,
    roles: [
      ...COMPANY_ROLES.map((role) => column(role, role, null)),
      ...typed.map((t) => column(t.name, t.displayName, t.companyType)),
    ],
  };
}

export async function ownerColumn(ctx: AppContext): Promise<RoleColumn> {
  const { column } = await loadMatrix(ctx.db);
  return column(OWNER_COLUMN, OWNER_COLUMN, null);
}

/** A column name the matrix knows: employee, editor, manager, owner, or an existing typed role. */
async function isKnownColumn(db: DbOrTx, role: string): Promise<boolean> {
  if (role === OWNER_COLUMN || (COMPANY_ROLES as readonly string[]).includes(role)) return true;
  return (await repo.findTypedRoles(db)).some((t) => t.name === role);
}

async function findPermissionRow(db: DbOrTx, input: string) {
  const name = resolvePermission(input);
  return name ? repo.findPermissionByName(db, name) : undefined;
}

/** Grants a cell; sessions are read again, so the change applies from each user's next request. */
export async function grant(ctx: AppContext, input: GrantRolePermissionRequest) {
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
export async function revoke(ctx: AppContext, role: string, name: string) {
  if (!(await isKnownColumn(ctx.db, role))) throw notFound('No such role.');
  const permission = await findPermissionRow(ctx.db, name);
  if (!permission) throw notFound('No such permission.');
  await repo.revokeCell(ctx.db, role, permission.id);
  ctx.sessions.clear();
  return { role, permission: permission.name, label: permissionLabel(permission.name), granted: false };
}

export async function listCompanyRoles(ctx: AppContext, query: PaginationQuery & { company_id?: number }) {
  const { rows, total } = await repo.findCompanyRoles(ctx.db, { companyId: query.company_id, ...pageWindow(query) });
  return { rows: rows.map(presentCompanyRole), total };
}

export async function listTypedRoles(ctx: AppContext, query: PaginationQuery) {
  const all = (await repo.findTypedRoles(ctx.db)).map(presentTypedRole);
  const { limit, offset } = pageWindow(query);
  return { rows: all.slice(offset, offset + limit), total: all.length };
}

/**
 * What a user may do: Super holds every permission; others the union of the columns their company
 * roles match (untyped and typed by the company's type) and the owner column for global owners,
 * exactly as the session resolves them. Content permissions are those of their company roles.
 */
export async function userPermissionView(
  db: DbOrTx,
  user: { id: number; isSuper: boolean; isOwner: boolean },
): Promise<{ permissions: { name: string; label: string }[]; contentPermissions: ContentPermission[] }> {
  const roles = await repo.findUserRoleTypes(db, user.id);
  let names: string[];
  if (user.isSuper) {
    names = [...PERMISSIONS].sort();
  } else {
    const columns = new Set<string>(roles.flatMap((r) => [r.name, typedRoleName(r.companyType, r.name)]));
    if (user.isOwner) columns.add(OWNER_COLUMN);
    names = (await repo.findCellsOfRoles(db, [...columns])).map((p) => p.name);
  }
  const { rows } = await repo.findContentPermissions(db, { roleIds: roles.map((r) => r.roleId) });
  return {
    permissions: names.map((name) => ({ name, label: permissionLabel(name) })),
    contentPermissions: rows.map(presentContentPermission),
  };
}
