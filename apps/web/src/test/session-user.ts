import type { SessionUser } from '@portal/contracts';

/**
 * A signed-in employee of one owner company, with projects.access only; tests override what
 * their case is about (roles, permissions, managed companies, global roles).
 */
/** What the server's policies let the user do, all false unless a test says otherwise. */
type Overrides = Omit<Partial<SessionUser>, 'can'> & { can?: Partial<SessionUser['can']> };

export function sessionUser(overrides: Overrides = {}): SessionUser {
  const { can, ...rest } = overrides;
  return {
    id: 9,
    name: 'Eeva Esimerkki',
    email: 'eeva@example.com',
    token: '9|secret',
    locale: 'fi',
    roles: [{ display_name: 'employee' }],
    permissions: [{ name: 'projects.access' }],
    companies: [{ id: 4, name: 'Rakennus Oy', type: 'owner' }],
    terms_accepted: true,
    has_photo: false,
    is_super: false,
    is_owner_manager: false,
    managed_company_ids: [],
    expires_at: '2030-01-01T00:00:00.000Z',
    can: {
      createProject: false,
      importProjects: false,
      manageCompanies: false,
      administerUsers: false,
      importUsers: false,
      manageKeywords: false,
      ...can,
    },
    memberships: { condominiums: [], apartments: [] },
    ...rest,
  };
}
