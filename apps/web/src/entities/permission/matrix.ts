import {
  COMPANY_ROLES,
  COMPANY_TYPES,
  type CompanyRole,
  type CompanyType,
  type PermissionItem,
  type RoleColumn,
  type RolePermissionsMatrix,
} from '@portal/contracts';

/** The column of the global owner role (GET rolepermissions_owner), shown after the company columns. */
export const OWNER_COLUMN = 'owner';

export interface ParsedRole {
  /** The company type of a typed column (`subcontractor-manager`), null for employee, editor, manager, owner. */
  companyType: CompanyType | null;
  /** The company role of the column, null for the global owner column or an unknown name. */
  role: CompanyRole | null;
}

const isCompanyType = (value: string): value is CompanyType => (COMPANY_TYPES as readonly string[]).includes(value);
const isCompanyRole = (value: string): value is CompanyRole => (COMPANY_ROLES as readonly string[]).includes(value);

/** Splits a column name: `subcontractor-manager` → subcontractor + manager; `editor` → editor. */
export function parseRoleColumn(name: string): ParsedRole {
  if (isCompanyRole(name)) return { companyType: null, role: name };
  const dash = name.indexOf('-');
  if (dash > 0) {
    const type = name.slice(0, dash);
    const role = name.slice(dash + 1);
    if (isCompanyType(type) && isCompanyRole(role)) return { companyType: type, role };
  }
  return { companyType: null, role: null };
}

/** Only the words a column label needs; the page passes translations in. */
export interface RoleLabelWords {
  /** employee / editor / manager as a column heading ("Manager", "Esihenkilö"). */
  role: (role: CompanyRole) => string;
  /** The role after a company type ("manager", "esihenkilö"). */
  roleAfterType: (role: CompanyRole) => string;
  companyType: (type: CompanyType) => string;
  owner: string;
}

/** `subcontractor-manager` → "Subcontractor: manager" / "Aliurakoitsija: esihenkilö"; unknown names as they are. */
export function roleColumnLabel(name: string, words: RoleLabelWords): string {
  if (name === OWNER_COLUMN) return words.owner;
  const { companyType, role } = parseRoleColumn(name);
  if (!role) return name;
  if (!companyType) return words.role(role);
  return `${words.companyType(companyType)}: ${words.roleAfterType(role)}`;
}

/** Whether a column holds a permission. */
export function isGranted(column: Pick<RoleColumn, 'permissions'>, permission: string): boolean {
  return column.permissions.some((p) => p.name === permission);
}

/** The column with one cell set or cleared (the optimistic update and its settled state). */
export function withCell(column: RoleColumn, permission: PermissionItem, granted: boolean): RoleColumn {
  const others = column.permissions.filter((p) => p.name !== permission.name);
  return { ...column, permissions: granted ? [...others, permission] : others };
}

/** The matrix with one cell set or cleared in the named column. */
export function matrixWithCell(
  matrix: RolePermissionsMatrix,
  role: string,
  permission: PermissionItem,
  granted: boolean,
): RolePermissionsMatrix {
  return {
    ...matrix,
    roles: matrix.roles.map((column) => (column.role === role ? withCell(column, permission, granted) : column)),
  };
}

/** Column order: employee, editor, manager, then the typed ones as the server lists them. */
export function orderColumns(columns: readonly RoleColumn[]): RoleColumn[] {
  const rank = (c: RoleColumn) => {
    const { companyType, role } = parseRoleColumn(c.role);
    if (companyType === null && role !== null) return COMPANY_ROLES.indexOf(role);
    return COMPANY_ROLES.length;
  };
  return [...columns].sort((a, b) => rank(a) - rank(b));
}

/** Locale key part of a permission's human name: dots and dashes as underscores (`projects_manage`). */
export function permissionNameKey(name: string): string {
  return name.replaceAll('.', '_').replaceAll('-', '_');
}
