import { describe, expect, it } from 'vitest';
import { sessionUser } from '../../test/session-user';
import { categoryNameOf } from './category-names';
import {
  companyUserDeletePath,
  INVALID_DELETE_INPUT,
  InvalidDeleteInputError,
  roleChangeCall,
} from './company-user-calls';
import { usersDestination } from './pages/users-page';
import { filterUsers } from './user-search';

const roles = [
  { id: 16, name: 'employee', display_name: 'employee' },
  { id: 17, name: 'editor', display_name: 'editor' },
  { id: 18, name: 'manager', display_name: 'manager' },
];

describe('companyUserDeletePath', () => {
  it('needs both ids', () => {
    expect(companyUserDeletePath(3, 16)).toBe('companies/3/users/16');
    for (const [company, user] of [
      [undefined, 16],
      [3, undefined],
      [null, null],
      [0, 16],
      [3, Number.NaN],
    ] as const) {
      expect(() => companyUserDeletePath(company, user)).toThrow(InvalidDeleteInputError);
    }
    expect(() => companyUserDeletePath(3, null)).toThrow(INVALID_DELETE_INPUT);
  });
});

describe('roleChangeCall', () => {
  it('adds a role with the company role id', () => {
    expect(roleChangeCall(3, 16, 'manager', true, roles)).toEqual({
      method: 'POST',
      path: 'companies/3/users/16/roles',
      body: { id: 18 },
    });
  });

  it('removes a role by its id', () => {
    expect(roleChangeCall(3, 16, 'editor', false, roles)).toEqual({
      method: 'DELETE',
      path: 'companies/3/users/16/roles/17',
    });
  });

  it('falls back to the role name without the company role list', () => {
    expect(roleChangeCall(3, 16, 'editor', true)).toMatchObject({ body: { id: 'editor' } });
    expect(roleChangeCall(3, 16, 'manager', false).path).toBe('companies/3/users/16/roles/manager');
  });
});

describe('usersDestination (/users)', () => {
  it('opens the allusers tab for the companies administration', () => {
    const admin = sessionUser({
      is_owner_manager: true,
      managed_company_ids: [4],
      permissions: [{ name: 'companies.manage' }, { name: 'users.manage' }],
    });
    expect(usersDestination(admin)).toBe('/companies?tab=allusers');
    // Without users.manage the user lists are not theirs: their own company instead.
    expect(usersDestination({ ...admin, permissions: [{ name: 'companies.manage' }] })).toBe('/company-management/4');
    expect(usersDestination(sessionUser({ is_super: true }))).toBe('/companies?tab=allusers');
  });

  it("opens a company manager's own company, and /projects for everyone else", () => {
    expect(usersDestination(sessionUser({ managed_company_ids: [4] }))).toBe('/company-management/4');
    expect(usersDestination(sessionUser({}))).toBe('/projects');
  });
});

describe('user lists', () => {
  const categories = [
    { id: 1, name: 'Default', default: true },
    { id: 2, name: 'Työmaa', default: false },
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
    };
    expect(filterUsers([user], 'virtanen aki')).toHaveLength(1);
    expect(filterUsers([user], 'PLUMBER')).toHaveLength(1);
    expect(filterUsers([user], 'sähkö')).toHaveLength(0);
  });
});
