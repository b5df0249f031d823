import type { PublicConfiguration, SessionUser } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { sessionUser } from '../../test/session-user';
import { buildNavItems } from './nav-items';
import { searchPath } from './search-path';

const baseUser = sessionUser();

const configuration = {
  condominiums: true,
  productsAndMaterialselection: true,
} as PublicConfiguration;

const paths = (user: SessionUser, config = configuration) => buildNavItems(user, config).map((item) => item.to);

describe('buildNavItems', () => {
  it('gives an employee the open links only', () => {
    expect(paths(baseUser)).toEqual(['/projects', '/project-archive', '/condominiums', '/privacy']);
  });

  it('gives a resident (no company) "My apartments" and nothing of projects or companies', () => {
    const resident = sessionUser({
      companies: [],
      roles: [],
      permissions: [],
      memberships: { condominiums: [], apartments: [{ apartment_id: 7, condominium_id: 5, role: 'owner' }] },
    });
    expect(paths(resident)).toEqual(['/my-apartments', '/privacy']);
  });

  it('hides condominiums and products when the features are off', () => {
    const user = { ...baseUser, permissions: [{ name: 'products.manage' }] };
    expect(paths(user)).toContain('/products');
    const off = { ...configuration, condominiums: false, productsAndMaterialselection: false };
    expect(paths(user, off)).not.toContain('/condominiums');
    expect(paths(user, off)).not.toContain('/products');
  });

  it('links a manager to their company management', () => {
    const manager = { ...baseUser, roles: [{ display_name: 'manager' }], managed_company_ids: [4] };
    expect(paths(manager)).toContain('/company-management/4');
    expect(paths(manager)).not.toContain('/companies');
  });

  it('gives an owner-manager the administration links, and an owner the translations', () => {
    const ownerManager = {
      ...baseUser,
      roles: [{ display_name: 'owner' }, { display_name: 'manager' }],
      permissions: [{ name: 'projects.access' }, { name: 'companies.manage' }],
      is_owner_manager: true,
      managed_company_ids: [4],
      can: { ...baseUser.can, manageCompanies: true },
    };
    expect(paths(ownerManager)).toEqual([
      '/projects',
      '/project-archive',
      '/condominiums',
      '/defaultfolders',
      '/companies',
      '/company-management/4',
      '/document-types',
      '/permissions',
      '/notifications',
      '/mobilelinks',
      '/summaryviews',
      '/translations',
      '/privacy',
    ]);
  });

  it("links /companies only when the server's companies policy allows it, as its route guard", () => {
    const ownerManager = {
      ...baseUser,
      roles: [{ display_name: 'owner' }, { display_name: 'manager' }],
      is_owner_manager: true,
      managed_company_ids: [4],
    };
    expect(paths(ownerManager)).not.toContain('/companies');
    expect(paths(ownerManager)).toContain('/company-management/4');
    const holder = { ...baseUser, permissions: [{ name: 'companies.manage' }], managed_company_ids: [4] };
    expect(paths(holder)).not.toContain('/companies');
    expect(paths({ ...holder, can: { ...holder.can, manageCompanies: true } })).toContain('/companies');
  });

  it('treats Super as holding every permission', () => {
    const superUser = sessionUser({
      is_super: true,
      permissions: [],
      can: {
        createProject: true,
        importProjects: true,
        manageCompanies: true,
        administerUsers: true,
        importUsers: true,
      },
    });
    expect(paths(superUser)).toEqual(expect.arrayContaining(['/products', '/companies', '/translations']));
  });
});

describe('searchPath', () => {
  it('puts the text and the optional type in the query', () => {
    expect(searchPath(' pile driving ', null)).toBe('/search?q=pile+driving');
    expect(searchPath('kaivu', '3')).toBe('/search?q=kaivu&type=3');
  });
});
