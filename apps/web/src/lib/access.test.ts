import { describe, expect, it } from 'vitest';
import { sessionUser } from '../test/session-user';
import { canManageFolderGrants, userManagementPath } from './access';

const employee = sessionUser({ id: 3, name: 'Matti Meikäläinen', email: 'matti@example.com' });
const manager = { ...employee, roles: [{ display_name: 'manager' }], managed_company_ids: [4] };
const ownerManager = {
  ...manager,
  roles: [{ display_name: 'owner' }, { display_name: 'manager' }],
  is_owner_manager: true,
};

describe('userManagementPath', () => {
  it('leads to /companies only when its route guard lets the user in', () => {
    expect(userManagementPath({ ...ownerManager, permissions: [{ name: 'companies.manage' }] })).toBe('/companies');
    expect(userManagementPath(ownerManager)).toBe('/company-management/4');
    expect(userManagementPath({ ...employee, permissions: [{ name: 'companies.manage' }] })).toBeNull();
  });
});

describe('canManageFolderGrants', () => {
  it('is for owner-side users holding projects.manage', () => {
    const projectsManage = [{ name: 'projects.manage' as const }];
    expect(canManageFolderGrants({ ...manager, permissions: projectsManage })).toBe(true);
    expect(canManageFolderGrants(manager)).toBe(false);
    const clientManager = {
      ...manager,
      permissions: projectsManage,
      companies: [{ id: 9, name: 'Tilaaja Oy', type: 'client' }],
    };
    expect(canManageFolderGrants(clientManager)).toBe(false);
  });
});
