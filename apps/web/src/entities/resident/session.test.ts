import { describe, expect, it } from 'vitest';
import { sessionUser } from '../../test/session-user';
import { isResident, residentHomePath } from './session';

const resident = (apartments: number[], condominiums: number[]) =>
  sessionUser({
    companies: [],
    memberships: {
      apartments: apartments.map((id) => ({ apartment_id: id, condominium_id: 5, role: 'owner' as const })),
      condominiums: condominiums.map((id) => ({ condominium_id: id, role: 'admin' as const })),
    },
  });

describe('residents', () => {
  it('are users of no company who are not Super', () => {
    expect(isResident(resident([7], []))).toBe(true);
    expect(isResident(sessionUser())).toBe(false);
    expect(isResident(sessionUser({ companies: [], is_super: true }))).toBe(false);
  });

  it('land on their one apartment or condominium, else on My apartments', () => {
    expect(residentHomePath(resident([7], []))).toBe('/condominium/5/apartments/7');
    expect(residentHomePath(resident([], [5]))).toBe('/condominium/5');
    expect(residentHomePath(resident([7, 8], []))).toBe('/my-apartments');
    expect(residentHomePath(resident([7], [5]))).toBe('/my-apartments');
    expect(residentHomePath(resident([], []))).toBe('/my-apartments');
  });
});
