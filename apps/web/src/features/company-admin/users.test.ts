import { describe, expect, it } from 'vitest';
import { sessionUser } from '../../test/session-user';
import { usersDestination } from './pages/users-page';
import { filterUsers } from './user-search';

describe('usersDestination (/users)', () => {
  it('opens the allusers tab for the companies administration', () => {
    const admin = sessionUser({
      is_owner_manager: true,
      managed_company_ids: [4],
      can: { manageCompanies: true, administerUsers: true },
    });
    expect(usersDestination(admin)).toBe('/companies?tab=allusers');
    // Without the users administration the user lists are not theirs: their own company instead.
    expect(usersDestination({ ...admin, can: { ...admin.can, administerUsers: false } })).toBe('/company-management/4');
  });

  it("opens a company manager's own company, and /projects for everyone else", () => {
    expect(usersDestination(sessionUser({ managed_company_ids: [4] }))).toBe('/company-management/4');
    expect(usersDestination(sessionUser({}))).toBe('/projects');
  });
});

describe('user lists', () => {
  it('searches name, e-mail and company', () => {
    const user = {
      id: 1,
      name: 'Aki Putkimies',
      email: 'plumber@demo.test',
      phone: null,
      enabled: true,
      roles: [],
      user_category_id: null,
      document_amount: 0,
      latest_document: null,
      companies: [{ id: 4, name: 'Putkityö Virtanen Oy', type: 'subcontractor' as const }],
      is_super: false,
      is_owner: false,
      is_activated: true,
      can: {
        read: true,
        view: true,
        update: true,
        setPassword: true,
        delete: true,
        changeMembership: true,
        resetPassword: true,
        setGlobalRoles: false,
      },
    };
    expect(filterUsers([user], 'virtanen aki')).toHaveLength(1);
    expect(filterUsers([user], 'PLUMBER')).toHaveLength(1);
    expect(filterUsers([user], 'sähkö')).toHaveLength(0);
  });
});
