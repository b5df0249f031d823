import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectAuthorizationRow,
  type RoleUsers,
  residentsRow,
  signInEveryRole,
  statusRow,
} from '../../test/authorization';
import { createTestApp, makeUser, type TestApp } from '../../test/harness';
import { addApartmentUser, addCondominiumUser, makeApartment, makeCondominium } from '../../test/membership-factories';

/* A user's own memberships: the session's facts, the "My apartments" calls, and how fast changes reach them. */

let t: TestApp;
let roles: RoleUsers;

/** Everyone signed in, residents included, reads their own memberships. */
const READERS = statusRow(200, { anonymous: 401, ...residentsRow(200) });

beforeAll(async () => {
  t = await createTestApp();
  const home = await makeCondominium(t.ctx, 'As Oy Koti');
  const apartment = await makeApartment(t.ctx, home.id, 'A', '1');
  roles = await signInEveryRole(t, { condominiumId: home.id, apartmentId: apartment.id });
});
afterAll(() => t.close());

describe('my apartments', () => {
  it('GET user/apartments: every signed-in user, each their own', async () => {
    await expectAuthorizationRow(t, roles, READERS, (api) => api.residents.myApartments());
    await expectAuthorizationRow(t, roles, READERS, (api) => api.residents.myCondominiums());
  });

  it("lists the caller's apartments with their condominium; the session carries the memberships", async () => {
    const condo = await makeCondominium(t.ctx, 'As Oy Koivikko');
    const b3 = await makeApartment(t.ctx, condo.id, 'B', '3');
    const a1 = await makeApartment(t.ctx, condo.id, 'A', '1');
    const user = await makeUser(t.ctx, {});
    await addApartmentUser(t.ctx, b3.id, user.id, 'tenant');
    await addApartmentUser(t.ctx, a1.id, user.id, 'owner');
    await addCondominiumUser(t.ctx, condo.id, user.id, 'stakeholder');
    const token = await t.tokenFor(user.id);
    const mine = await t.as(token).residents.myApartments();
    expect(mine.data.map((a) => [a.id, a.role, a.condominium.name])).toEqual([
      [a1.id, 'owner', 'As Oy Koivikko'],
      [b3.id, 'tenant', 'As Oy Koivikko'],
    ]);
    const session = await t.as(token).auth.currentUser();
    expect(session.data.memberships).toEqual({
      condominiums: [{ condominium_id: condo.id, role: 'stakeholder' }],
      apartments: expect.arrayContaining([
        { apartment_id: a1.id, condominium_id: condo.id, role: 'owner' },
        { apartment_id: b3.id, condominium_id: condo.id, role: 'tenant' },
      ]),
    });
    expect((await t.as(roles.manager).residents.myApartments()).data).toEqual([]);
    const condominiumsOfMine = await t.as(token).residents.myCondominiums();
    expect(condominiumsOfMine.data).toEqual([
      expect.objectContaining({ id: condo.id, name: 'As Oy Koivikko', role: 'stakeholder' }),
    ]);
  });
});

describe('membership changes', () => {
  it('a membership reaches the user on the next request, through the session cache too', async () => {
    const cached = await createTestApp({ config: { SESSION_CACHE_SECONDS: 60 } });
    try {
      const condo = await makeCondominium(cached.ctx);
      const apt = await makeApartment(cached.ctx, condo.id);
      const staff = await makeUser(cached.ctx, { isSuper: true });
      const staffToken = await cached.tokenFor(staff.id);
      const user = await makeUser(cached.ctx, {});
      const token = await cached.tokenFor(user.id);
      const params = { id: condo.id, apartmentId: apt.id };
      // The first answer puts the session, without the membership, into the cache.
      expect((await cached.as(token).residents.apartmentUsers({ params })).status).toBe(404);
      await cached.as(staffToken).residents.modifyApartmentRole({
        params: { ...params, userId: user.id },
        body: { role: 'owner' },
      });
      expect((await cached.as(token).residents.apartmentUsers({ params })).status).toBe(200);
      await cached.as(staffToken).residents.removeApartmentUser({ params: { ...params, userId: user.id } });
      expect((await cached.as(token).residents.apartmentUsers({ params })).status).toBe(404);
    } finally {
      await cached.close();
    }
  });
});
