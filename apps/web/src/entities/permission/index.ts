export {
  useCompanyRoles,
  useOwnerRolePermissions,
  useRolePermissions,
  useToggleRolePermission,
} from './api/role-permissions';
export { FolderPermissionGrid } from './components/folder-permission-grid';
export {
  isGranted,
  orderColumns,
  parseRoleColumn,
  permissionNameKey,
  type RoleLabelWords,
  roleColumnLabel,
} from './matrix';
