import type { CompanyUser } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { sessionUser } from '../../test/session-user';
import { mayAdministerUser, mayChangeMembership } from './user-row-access';

const manager = sessionUser({
  roles: [{ display_name: 'manager' }],
  permissions: [{ name: 'company-users.manage' }],
  companies: [{ id: 4, name: 'Aliurakoitsija Oy', type: 'subcontractor' }],
  managed_company_ids: [4],
});
const admin = { ...manager, permissions: [{ name: 'users.manage' as const }] };
const superUser = { ...manager, is_super: true, permissions: [] };

const company = (id: number) => ({ id, name: `Company ${id}`, type: 'client' as const });
const row = (overrides: Partial<Pick<CompanyUser, 'is_super' | 'is_owner' | 'companies'>> = {}) => ({
  is_super: false,
  is_owner: false,
  companies: [company(4)],
  ...overrides,
});

describe('mayAdministerUser', () => {
  it("lets a company's manager change users of their company only", () => {
    expect(mayAdministerUser(manager, row())).toBe(true);
    expect(mayAdministerUser(manager, row({ companies: [company(4), company(5)] }))).toBe(false);
    expect(mayAdministerUser(manager, row({ is_owner: true }))).toBe(false);
    expect(mayAdministerUser({ ...manager, permissions: [] }, row())).toBe(false);
  });

  it('lets a user administrator change anyone but a Super user, whom only Super changes', () => {
    expect(mayAdministerUser(admin, row({ companies: [company(4), company(5)], is_owner: true }))).toBe(true);
    expect(mayAdministerUser(admin, row({ is_super: true }))).toBe(false);
    expect(mayAdministerUser(superUser, row({ is_super: true }))).toBe(true);
  });
});

describe('mayChangeMembership', () => {
  it('keeps a manager away from users holding a global role', () => {
    expect(mayChangeMembership(manager, row({ companies: [company(4), company(5)] }))).toBe(true);
    expect(mayChangeMembership(manager, row({ is_owner: true }))).toBe(false);
    expect(mayChangeMembership(admin, row({ is_owner: true }))).toBe(true);
    expect(mayChangeMembership(admin, row({ is_super: true }))).toBe(false);
  });
});
