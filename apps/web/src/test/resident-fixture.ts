import type { ResidentRow } from '@portal/contracts';

/**
 * A row of a condominium's or apartment's people as the server sends it: a condominium admin with an
 * activated account and an e-mail made from the first name, whom the caller may change and remove.
 */
export function residentFixture(userId: number, name: string, overrides: Partial<ResidentRow> = {}): ResidentRow {
  return {
    user_id: userId,
    name,
    email: `${name.split(' ')[0]?.toLowerCase()}@example.test`,
    phone: null,
    role: 'admin',
    apartment: null,
    is_activated: true,
    can: { update: true, delete: true },
    ...overrides,
  };
}
