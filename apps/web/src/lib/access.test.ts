import { describe, expect, it } from 'vitest';
import { sessionUser } from '../test/session-user';
import { canCreateProjects, userManagementPath } from './access';

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

describe('canCreateProjects', () => {
  it('is for owner-managers holding projects.manage', () => {
    const projectsManage = [{ name: 'projects.manage' as const }];
    expect(canCreateProjects({ ...ownerManager, permissions: projectsManage })).toBe(true);
    expect(canCreateProjects(ownerManager)).toBe(false);
    expect(canCreateProjects({ ...manager, permissions: projectsManage })).toBe(false);
  });
});
