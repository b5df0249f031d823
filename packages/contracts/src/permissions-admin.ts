import { z } from 'zod';
import { dataEnvelope, listEnvelope, paginationQuery } from './envelope';
import { COMPANY_ROLES, COMPANY_TYPES } from './permissions';
import { id, idOrZero, text } from './primitives';

/** A permission row of the matrix: its name (`projects.manage`) and its `p:` label (`p:projects_manage`). */
export const permissionItem = z.object({ id: z.number().int(), name: z.string(), label: z.string() });
export type PermissionItem = z.infer<typeof permissionItem>;

/**
 * A matrix column: `employee`, `editor`, `manager` (every company type), a typed role such as
 * `subcontractor-manager` (that company type only), or `owner` (global owners).
 */
export const roleColumn = z.object({
  role: z.string(),
  display_name: z.string(),
  company_type: z.enum(COMPANY_TYPES).nullable(),
  permissions: z.array(permissionItem),
});
export type RoleColumn = z.infer<typeof roleColumn>;

/** What the caller may do with the matrix: `update` grants and revokes cells. */
const rolePermissionsAbilities = z.object({ update: z.boolean() });

/**
 * GET rolepermissions: every permission (matrix rows) and every column except owner with what it
 * holds, and `can` (whether this user may change cells).
 */
export const rolePermissionsResponse = dataEnvelope(
  z.object({ permissions: z.array(permissionItem), roles: z.array(roleColumn), can: rolePermissionsAbilities }),
);
export type RolePermissionsMatrix = z.infer<typeof rolePermissionsResponse>['data'];

/** GET rolepermissions_owner: the column of the global owner role. */
export const ownerRolePermissionsResponse = dataEnvelope(roleColumn);

/** POST rolepermissions: grants a cell; `permission` in either spelling (`projects.manage`, `p:projects_manage`). */
export const grantRolePermissionRequest = z.object({
  role: text(64).trim().min(1),
  permission: text(64).trim().min(1),
});
export type GrantRolePermissionInput = z.output<typeof grantRolePermissionRequest>;

/** One matrix cell as POST and DELETE answer it; `granted` is its state after the call. */
export const rolePermissionCell = z.object({
  role: z.string(),
  permission: z.string(),
  label: z.string(),
  granted: z.boolean(),
});
export const rolePermissionCellResponse = dataEnvelope(rolePermissionCell);

export const rolePermissionParams = z.object({ role: text(64).min(1), name: text(64).min(1) });

/** GET roles: the companies' own role rows (the ids content permissions and company users use). */
export const companyRoleRow = z.object({
  id: z.number().int(),
  name: z.enum(COMPANY_ROLES),
  display_name: z.string(),
  company_id: z.number().int(),
  company_name: z.string(),
  company_type: z.enum(COMPANY_TYPES),
});
export type CompanyRoleRow = z.infer<typeof companyRoleRow>;
export const roleListQuery = paginationQuery.extend({ company_id: id().optional() });
export const roleListResponse = listEnvelope(companyRoleRow);

/** GET roles_typed: one row per company type and role, the typed columns of the matrix. */
export const typedRole = z.object({
  id: z.number().int(),
  name: z.string(),
  display_name: z.string(),
  company_type: z.enum(COMPANY_TYPES),
  role: z.enum(COMPANY_ROLES),
});
export type TypedRole = z.infer<typeof typedRole>;
export const typedRoleListResponse = listEnvelope(typedRole);

export const CONTENT_TYPES = ['Project', 'Folder', 'DefaultFolder'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

/** Content permission (spec part 3 section 3): a company role may see that content. */
export const contentPermission = z.object({
  id: z.number().int(),
  role_id: z.number().int(),
  content_type: z.enum(CONTENT_TYPES),
  content_id: z.number().int(),
});
export type ContentPermission = z.infer<typeof contentPermission>;

/** A content permission with its role and company, for lists. */
export const contentPermissionWithRole = contentPermission.extend({ role: companyRoleRow });
export type ContentPermissionWithRole = z.infer<typeof contentPermissionWithRole>;

export const contentPermissionListQuery = paginationQuery.extend({
  content_type: z.enum(CONTENT_TYPES).optional(),
  content_id: idOrZero().optional(),
  role_id: id().optional(),
});
export type ContentPermissionListInput = z.output<typeof contentPermissionListQuery>;

/** POST content-permissions: `role_id` must be a company role row (GET roles), not a typed role. */
export const createContentPermissionRequest = z.object({
  role_id: id(),
  content_type: z.enum(CONTENT_TYPES),
  content_id: idOrZero(),
});
export type CreateContentPermissionInput = z.output<typeof createContentPermissionRequest>;

export const contentPermissionResponse = dataEnvelope(contentPermissionWithRole);
export const contentPermissionListResponse = listEnvelope(contentPermissionWithRole);
