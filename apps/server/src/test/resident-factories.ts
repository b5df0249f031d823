import type { ApartmentRole, CondominiumRole } from '@portal/contracts';
import { makeUser, type TestApp } from './harness';
import { addApartmentUser, addCondominiumUser } from './membership-factories';

/*
 * Residents: users of no company whose only ties are condominium and apartment memberships,
 * signed in. The shared resident roles of `signInEveryRole` cover the authorization rows; these
 * are for the tests that need a resident of their own (a second owner, a user with no tie).
 */

export interface ResidentSpec {
  /** Memberships of a condominium: `{ id, role }`, or several. */
  condominium?: { id: number; role: CondominiumRole } | { id: number; role: CondominiumRole }[];
  /** Memberships of an apartment: `{ id, role }`, or several. */
  apartment?: { id: number; role: ApartmentRole } | { id: number; role: ApartmentRole }[];
}

export interface MadeResident {
  id: number;
  token: string;
}

const list = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** A signed-in user of no company with the given memberships (none: a user tied to nothing). */
export async function makeResident(t: TestApp, spec: ResidentSpec = {}): Promise<MadeResident> {
  const user = await makeUser(t.ctx, {});
  for (const { id, role } of list(spec.condominium)) await addCondominiumUser(t.ctx, id, user.id, role);
  for (const { id, role } of list(spec.apartment)) await addApartmentUser(t.ctx, id, user.id, role);
  return { id: user.id, token: await t.tokenFor(user.id) };
}
