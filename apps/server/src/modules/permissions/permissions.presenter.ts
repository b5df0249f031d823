import {
  type CompanyRoleRow,
  type ContentPermission,
  type ContentPermissionWithRole,
  type PermissionItem,
  permissionLabel,
  type TypedRole,
} from '@portal/contracts';
import type { CompanyRoleRow as CompanyRoleRecord, ContentPermissionRow } from './permissions.repo';

export function presentPermission(p: { id: number; name: string }): PermissionItem {
  return { id: p.id, name: p.name, label: permissionLabel(p.name) };
}

export function presentCompanyRole(r: CompanyRoleRecord): CompanyRoleRow {
  return {
    id: r.id,
    name: r.name,
    display_name: r.displayName,
    company_id: r.companyId,
    company_name: r.companyName,
    company_type: r.companyType,
  };
}

/** `roles_typed` rows: the role part is what follows the company type (`subcontractor-manager`). */
export function presentTypedRole(r: {
  id: number;
  name: string;
  displayName: string;
  companyType: TypedRole['company_type'];
}): TypedRole {
  return {
    id: r.id,
    name: r.name,
    display_name: r.displayName,
    company_type: r.companyType,
    role: r.name.slice(r.companyType.length + 1) as TypedRole['role'],
  };
}

export function presentContentPermission(c: ContentPermissionRow): ContentPermission {
  return { id: c.id, role_id: c.roleId, content_type: c.contentType, content_id: c.contentId };
}

export function presentContentPermissionWithRole(c: ContentPermissionRow): ContentPermissionWithRole {
  return { ...presentContentPermission(c), role: presentCompanyRole(c.role) };
}
