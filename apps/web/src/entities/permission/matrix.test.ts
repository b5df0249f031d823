// @vitest-environment jsdom
import type { RoleColumn, RolePermissionsMatrix } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { createTestI18n } from '../../test/render';
import {
  isGranted,
  matrixWithCell,
  orderColumns,
  parseRoleColumn,
  permissionNameKey,
  type RoleLabelWords,
  roleColumnLabel,
} from './matrix';

const words = (language: 'en' | 'fi'): RoleLabelWords => {
  const i18n = createTestI18n(language);
  return {
    role: (role) => i18n.t(`users.roleNames.${role}`),
    roleAfterType: (role) => i18n.t(`permissions.roleAfterType.${role}`),
    companyType: (type) => i18n.t(`companies.types.${type}`),
    owner: i18n.t('permissions.ownerColumn'),
  };
};

const column = (role: string, company_type: RoleColumn['company_type'], names: string[] = []): RoleColumn => ({
  role,
  display_name: role,
  company_type,
  permissions: names.map((name, id) => ({ id, name, label: `p:${name.replaceAll('.', '_')}` })),
});

describe('typed role labels', () => {
  it('parses typed and plain column names', () => {
    expect(parseRoleColumn('subcontractor-manager')).toEqual({ companyType: 'subcontractor', role: 'manager' });
    expect(parseRoleColumn('editor')).toEqual({ companyType: null, role: 'editor' });
    expect(parseRoleColumn('owner')).toEqual({ companyType: null, role: null });
    expect(parseRoleColumn('martian-manager')).toEqual({ companyType: null, role: null });
  });

  it('reads "Subcontractor: manager" and "Aliurakoitsija: esihenkilö"', () => {
    expect(roleColumnLabel('subcontractor-manager', words('en'))).toBe('Subcontractor: manager');
    expect(roleColumnLabel('subcontractor-manager', words('fi'))).toBe('Aliurakoitsija: esihenkilö');
    expect(roleColumnLabel('client-editor', words('fi'))).toBe('Tilaaja: muokkaaja');
    expect(roleColumnLabel('owner-employee', words('en'))).toBe('Owner: employee');
  });

  it('names the plain columns and the global owner, and leaves unknown names as they are', () => {
    expect(roleColumnLabel('manager', words('en'))).toBe('Manager');
    expect(roleColumnLabel('manager', words('fi'))).toBe('Esihenkilö');
    expect(roleColumnLabel('owner', words('fi'))).toBe('Omistaja (yleinen)');
    expect(roleColumnLabel('something-else', words('en'))).toBe('something-else');
  });
});

describe('matrix updates', () => {
  const projectsManage = { id: 3, name: 'projects.manage', label: 'p:projects_manage' };
  const matrix: RolePermissionsMatrix = {
    permissions: [projectsManage],
    roles: [column('manager', null, ['projects.manage']), column('client-manager', 'client')],
    can: { update: true },
  };

  it('sets and clears one cell without touching the others', () => {
    const granted = matrixWithCell(matrix, 'client-manager', projectsManage, true);
    expect(isGranted(granted.roles[1], 'projects.manage')).toBe(true);
    expect(isGranted(granted.roles[0], 'projects.manage')).toBe(true);
    const revoked = matrixWithCell(granted, 'manager', projectsManage, false);
    expect(isGranted(revoked.roles[0], 'projects.manage')).toBe(false);
    expect(isGranted(revoked.roles[1], 'projects.manage')).toBe(true);
    // Setting a cell twice keeps one entry.
    expect(matrixWithCell(granted, 'client-manager', projectsManage, true).roles[1].permissions).toHaveLength(1);
  });

  it('orders employee, editor, manager first and keeps the typed columns in server order', () => {
    const ordered = orderColumns([
      column('client-manager', 'client'),
      column('manager', null),
      column('owner-employee', 'owner'),
      column('employee', null),
      column('editor', null),
    ]);
    expect(ordered.map((c) => c.role)).toEqual(['employee', 'editor', 'manager', 'client-manager', 'owner-employee']);
  });

  it('makes locale keys of permission names', () => {
    expect(permissionNameKey('document-delete-requests.manage')).toBe('document_delete_requests_manage');
    expect(permissionNameKey('permissions_manage')).toBe('permissions_manage');
  });
});
