import { okResult, paginationQuery } from '../envelope';
import { defineEndpoint } from '../http/endpoint';
import {
  contentPermissionListQuery,
  contentPermissionListResponse,
  contentPermissionResponse,
  createContentPermissionRequest,
  grantRolePermissionRequest,
  ownerRolePermissionsResponse,
  roleListQuery,
  roleListResponse,
  rolePermissionCellResponse,
  rolePermissionParams,
  rolePermissionsResponse,
  typedRoleListResponse,
} from '../permissions-admin';
import { idParams } from '../primitives';

const READERS = 'Owner-managers.';
const WRITERS = 'Owner-managers holding permissions_manage or roles.manage. Applies from each user’s next request.';
const OWN_COMPANY =
  'A user who is not on the owner side (Super or a user of an owner-type company) gets only rows of their own companies (DECISIONS.md "Who may write").';
const GRANTERS =
  'DefaultFolder grants: owner-managers holding defaultfolder_manage. Project and Folder grants: owner-side users (Super or of an owner-type company) holding projects.manage who see that project (and folder), else 404. Owner-managers holding permissions_manage or roles.manage: any grant.';

/** The permission matrix, roles and content permissions (spec part 1 §6, part 3 §2, §7). */
export const permissionsEndpoints = {
  matrix: defineEndpoint({
    method: 'GET',
    path: 'rolepermissions',
    area: 'permissions',
    summary: 'The permission matrix',
    description: `Every permission (name and p: label) and the columns employee, editor, manager and each typed role with what they hold; \`can.update\` says whether the caller may change cells. ${READERS}`,
    response: rolePermissionsResponse,
  }),
  ownerColumn: defineEndpoint({
    method: 'GET',
    path: 'rolepermissions_owner',
    area: 'permissions',
    summary: "The global owner role's column",
    description: `The column of the global owner role. ${READERS}`,
    response: ownerRolePermissionsResponse,
  }),
  grant: defineEndpoint({
    method: 'POST',
    path: 'rolepermissions',
    area: 'permissions',
    summary: 'Grants a permission to a matrix column',
    description: `Grants a permission (either spelling) to a column (employee, editor, manager, owner or a typed role); 422 for an unknown role or permission. ${WRITERS}`,
    body: grantRolePermissionRequest,
    response: rolePermissionCellResponse,
  }),
  revoke: defineEndpoint({
    method: 'DELETE',
    path: 'rolepermissions/{role}/permission/{name}',
    area: 'permissions',
    summary: 'Revokes a permission from a matrix column',
    description: `Revokes a permission (either spelling) from a column; 404 for an unknown role or permission. ${WRITERS}`,
    params: rolePermissionParams,
    response: rolePermissionCellResponse,
  }),
  roles: defineEndpoint({
    method: 'GET',
    path: 'roles',
    area: 'permissions',
    summary: "The companies' role rows",
    description: `The companies' own role rows (employee, editor, manager of each company) with their ids, for content permissions; optional \`company_id\`. ${READERS} ${OWN_COMPANY}`,
    query: roleListQuery,
    response: roleListResponse,
  }),
  typedRoles: defineEndpoint({
    method: 'GET',
    path: 'roles_typed',
    area: 'permissions',
    summary: 'The typed roles',
    description: `The typed roles (company type × role), the typed columns of the matrix. ${READERS} A user who is not on the owner side gets only the typed roles of their own companies' types.`,
    query: paginationQuery,
    response: typedRoleListResponse,
  }),
  listContent: defineEndpoint({
    method: 'GET',
    path: 'content-permissions',
    area: 'permissions',
    summary: 'Content permissions',
    description: `Content permissions with their role and company; optional filters \`content_type\` (Project, Folder, DefaultFolder), \`content_id\`, \`role_id\`. Owner-managers list any; others who may grant a Project or Folder list the grants of one they see (\`content_type\` and \`content_id\` both given; a hidden one is 404), else 403. ${OWN_COMPANY}`,
    query: contentPermissionListQuery,
    response: contentPermissionListResponse,
  }),
  createContent: defineEndpoint({
    method: 'POST',
    path: 'content-permissions',
    area: 'permissions',
    summary: 'Grants a company role sight of content',
    description: `Grants a company role (\`role_id\` from GET roles or GET projects/{id}/roles; a typed role or unknown role is 422) sight of a Project, Folder or DefaultFolder; content that does not exist (or that the caller does not see) is 404. 201 when new, 200 when it already existed. ${GRANTERS}`,
    body: createContentPermissionRequest,
    response: contentPermissionResponse,
    status: 201,
    errors: [404],
  }),
  deleteContent: defineEndpoint({
    method: 'DELETE',
    path: 'content-permissions/{id}',
    area: 'permissions',
    summary: 'Removes a content permission',
    description: `Removes a content permission; 404 when it does not exist. ${GRANTERS}`,
    params: idParams,
    response: okResult,
  }),
};
