import { describe, expect, it } from 'vitest';
import { usersDestination } from '../../features/company-admin/pages/users-page';
import { filterUsers } from '../../features/company-admin/user-search';
import { sessionUser } from '../../test/session-user';
import { categoryNameOf } from '../user-category';
import { companyUserIds, INVALID_DELETE_INPUT, InvalidDeleteInputError, roleRefOf } from './company-user-calls';

const roles = [
  { id: 16, name: 'employee', display_name: 'employee' },
  { id: 17, name: 'editor', display_name: 'editor' },
  { id: 18, name: 'manager', display_name: 'manager' },
];

describe('companyUserIds', () => {
  it('needs both ids', () => {
    expect(companyUserIds(3, 16)).toEqual({ id: 3, userId: 16 });
    for (const [company, user] of [
      [undefined, 16],
      [3, undefined],
      [null, null],
      [0, 16],
      [3, Number.NaN],
    ] as const) {
      expect(() => companyUserIds(company, user)).toThrow(InvalidDeleteInputError);
    }
    expect(() => companyUserIds(3, null)).toThrow(INVALID_DELETE_INPUT);
  });
});

describe('roleRefOf', () => {
  it("names a role by the company's role id", () => {
    expect(roleRefOf('manager', roles)).toBe(18);
    expect(roleRefOf('editor', roles)).toBe(17);
  });

  it('falls back to the role name without the company role list', () => {
    expect(roleRefOf('editor')).toBe('editor');
    expect(roleRefOf('manager', [])).toBe('manager');
  });
});

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
  const categories = [
    { id: 1, name: 'Default', default: true, can: { delete: false } },
    { id: 2, name: 'Työmaa', default: false, can: { delete: true } },
  ];

  it('names the category, the default one for users without', () => {
    expect(categoryNameOf(2, categories)).toBe('Työmaa');
    expect(categoryNameOf(null, categories)).toBe('Default');
    expect(categoryNameOf(7, categories)).toBe('');
  });

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
