import { describe, expect, it } from 'vitest';
import { sessionUser } from '../../test/session-user';
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
    const companiesAdmin = { ...ownerManager, can: { ...ownerManager.can, manageCompanies: true } };
    expect(userManagementPath(companiesAdmin)).toBe('/companies');
    expect(userManagementPath(ownerManager)).toBe('/company-management/4');
    expect(userManagementPath({ ...employee, permissions: [{ name: 'companies.manage' }] })).toBeNull();
  });
});

describe('canCreateProjects', () => {
  it("follows the server's answer, never the permissions the web could re-derive it from", () => {
    expect(canCreateProjects(sessionUser({ can: { createProject: true } }))).toBe(true);
    const projectsManage = [{ name: 'projects.manage' as const }];
    expect(canCreateProjects({ ...ownerManager, permissions: projectsManage })).toBe(false);
  });
});
