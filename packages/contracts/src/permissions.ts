/** Permission names exactly as spec part 1 section 6 writes them. */
export const PERMISSIONS = [
  'defaultfolder_manage',
  'projects.access',
  'projects.manage',
  'document.create',
  'document.edit',
  'documents.access',
  'documents.delete',
  'document-delete-requests.manage',
  'users.manage',
  'companies.manage',
  'company-users.manage',
  'roles.manage',
  'import',
  'keywords.manage',
  'condominiums.manage',
  'products.manage',
  'permissions_manage',
  'schedules_view',
  'notification.access',
  'notification.create',
  'notification.edit',
  'notification.delete',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

/** The `p:` label of a permission: dots turned into underscores. */
export function permissionLabel(name: string): string {
  return `p:${name.replaceAll('.', '_')}`;
}

/** Accepts a permission in either spelling (`projects.manage` or `p:projects_manage`). */
export function resolvePermission(input: string): Permission | undefined {
  if ((PERMISSIONS as readonly string[]).includes(input)) return input as Permission;
  return PERMISSIONS.find((p) => permissionLabel(p) === input || permissionLabel(p) === `p:${input}`);
}

export const COMPANY_TYPES = ['owner', 'client', 'subcontractor'] as const;
export type CompanyType = (typeof COMPANY_TYPES)[number];

/** Roles a user holds inside a company; employee is always on. */
export const COMPANY_ROLES = ['employee', 'editor', 'manager'] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];

/** Global roles, granted by a Super user. */
export const GLOBAL_ROLES = ['Super', 'owner'] as const;
export type GlobalRole = (typeof GLOBAL_ROLES)[number];

/** Matrix column of a typed role, e.g. `subcontractor-manager`. */
export function typedRoleName(companyType: CompanyType, role: CompanyRole): string {
  return `${companyType}-${role}`;
}

/** Spec part 1 section 3: the user types list. */
export const USER_TYPES = ['Super', 'employee', 'manager', 'editor', 'client', 'subcontractor', 'owner'] as const;

/**
 * Roles that belong to a relationship rather than a company (DECISIONS.md "Condominiums and
 * materials"): a condominium's admin (property manager or board) and stakeholders, an apartment's
 * owners (who choose materials and answer quotes) and tenants (who read).
 */
export const CONDOMINIUM_ROLES = ['admin', 'stakeholder'] as const;
export type CondominiumRole = (typeof CONDOMINIUM_ROLES)[number];

export const APARTMENT_ROLES = ['owner', 'tenant'] as const;
export type ApartmentRole = (typeof APARTMENT_ROLES)[number];
