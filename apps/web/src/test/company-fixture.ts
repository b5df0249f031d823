import type { Company } from '@portal/contracts';

/** A company answer as the server sends it: 4 "Putkityö Oy", a subcontractor, every action allowed. */
export function companyFixture(overrides: Partial<Company> = {}): Company {
  return {
    id: 4,
    name: 'Putkityö Oy',
    code: 'PUT',
    type: 'subcontractor',
    roles: [],
    can: { read: true, update: true, updateType: true, delete: true, manageUsers: true },
    ...overrides,
  };
}
