import type { ApartmentRole, CondominiumRole } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  byRole,
  EVERY_ROW_ROLE,
  expectAuthorizationRow,
  type RoleUsers,
  signInEveryRole,
  statusRow,
} from '../../test/authorization';
import { createTestApp, makeUser, type TestApp } from '../../test/harness';
import { waitForMail } from '../../test/mail-capture';
import { addCondominiumUser, makeApartment, makeCondominium } from '../../test/membership-factories';
import { makeResident } from '../../test/resident-factories';

let t: TestApp;
let roles: RoleUsers;
let condoId: number;
let aptId: number;

/**
 * Staff read; condominiums.manage (Super and the global owner) manages. The resident roles are of
 * apartment A 1 of `condoId`: the condominium's admin manages its people and the stakeholder reads
 * them; the owner and the tenant see their apartment's people only (the condominium's list is 404
 * to them) and change nothing.
 */
const CONDOMINIUM_READERS = statusRow(200, {
  anonymous: 401,
  owner: 404,
  tenant: 404,
  condominiumAdmin: 200,
  stakeholder: 200,
});
const CONDOMINIUM_MANAGERS = statusRow(403, {
  anonymous: 401,
  super: 200,
  ownerManager: 200,
  owner: 404,
  tenant: 404,
  condominiumAdmin: 200,
  stakeholder: 403,
});
const APARTMENT_READERS = statusRow(200, {
  anonymous: 401,
  owner: 200,
  tenant: 200,
  condominiumAdmin: 200,
  stakeholder: 200,
});
const APARTMENT_MANAGERS = statusRow(403, {
  anonymous: 401,
  super: 200,
  ownerManager: 200,
  owner: 403,
  tenant: 403,
  condominiumAdmin: 200,
  stakeholder: 403,
});
const created = (row: Record<string, number>) =>
  Object.fromEntries(Object.entries(row).map(([role, status]) => [role, status === 200 ? 201 : status]));

beforeAll(async () => {
  t = await createTestApp({ workers: true, config: { PUBLIC_URL: 'http://portal.test' } });
  condoId = (await makeCondominium(t.ctx, 'As Oy Testi')).id;
  aptId = (await makeApartment(t.ctx, condoId, 'A', '1')).id;
  roles = await signInEveryRole(t, { condominiumId: condoId, apartmentId: aptId });
});
afterAll(() => t.close());

/** A resident of the test's condominium (`condominium` role) or apartment A 1 (`apartment` role). */
const resident = (memberships: { condominium?: CondominiumRole; apartment?: ApartmentRole }) =>
  makeResident(t, {
    condominium: memberships.condominium && { id: condoId, role: memberships.condominium },
    apartment: memberships.apartment && { id: aptId, role: memberships.apartment },
  });

const people = () => byRole(async () => (await makeUser(t.ctx, {})).id, EVERY_ROW_ROLE);

describe('authorization', () => {
  it('GET condominium/{id}/users', async () => {
    await expectAuthorizationRow(t, roles, CONDOMINIUM_READERS, (api) =>
      api.residents.condominiumUsers({ params: { id: condoId } }),
    );
  });

  it('POST condominium/{id}/users', async () => {
    await expectAuthorizationRow(t, roles, created(CONDOMINIUM_MANAGERS), (api, role) =>
      api.residents.addCondominiumUser({
        params: { id: condoId },
        body: { email: `stake-${role}@example.test`, name: 'Stake Holder', role: 'stakeholder' },
      }),
    );
  });

  it('PUT condominium/{id}/users/{userId}', async () => {
    const ids = await people();
    for (const id of Object.values(ids)) await addCondominiumUser(t.ctx, condoId, id, 'stakeholder');
    await expectAuthorizationRow(t, roles, CONDOMINIUM_MANAGERS, (api, role) =>
      api.residents.updateCondominiumUser({ params: { id: condoId, userId: ids[role] }, body: { role: 'admin' } }),
    );
  });

  it('DELETE condominium/{id}/users/{userId}', async () => {
    const ids = await people();
    for (const id of Object.values(ids)) await addCondominiumUser(t.ctx, condoId, id, 'stakeholder');
    await expectAuthorizationRow(t, roles, CONDOMINIUM_MANAGERS, (api, role) =>
      api.residents.removeCondominiumUser({ params: { id: condoId, userId: ids[role] } }),
    );
  });

  it('GET and POST condominium/{id}/user/{userId}/modifyRole', async () => {
    const ids = await people();
    // modifyRole adds by user id: staff may name anyone, the condominium's admin only people it
    // already sees (it adds others by e-mail), so a stranger's id is 404 to the admin.
    await expectAuthorizationRow(t, roles, { ...CONDOMINIUM_MANAGERS, condominiumAdmin: 404 }, (api, role) =>
      api.residents.modifyCondominiumRoleGet({ params: { id: condoId, userId: ids[role] }, query: { role: 'admin' } }),
    );
    await expectAuthorizationRow(t, roles, { ...CONDOMINIUM_MANAGERS, condominiumAdmin: 404 }, (api, role) =>
      api.residents.modifyCondominiumRole({
        params: { id: condoId, userId: ids[role] },
        body: { role: 'stakeholder' },
      }),
    );
  });

  it('GET condominium/{id}/apartments/{apartmentId}/users and getAllowedRoles', async () => {
    const params = { id: condoId, apartmentId: aptId };
    await expectAuthorizationRow(t, roles, APARTMENT_READERS, (api) => api.residents.apartmentUsers({ params }));
    await expectAuthorizationRow(t, roles, APARTMENT_READERS, (api) => api.residents.allowedApartmentRoles({ params }));
  });

  it('POST condominium/{id}/apartments/{apartmentId}/users', async () => {
    await expectAuthorizationRow(t, roles, created(APARTMENT_MANAGERS), (api, role) =>
      api.residents.addApartmentUser({
        params: { id: condoId, apartmentId: aptId },
        body: { email: `tenant-${role}@example.test`, name: 'Tenant', role: 'tenant' },
      }),
    );
  });

  it('POST .../user/{userId}/modifyRole and DELETE .../user/{userId}/destroy', async () => {
    const ids = await people();
    // As above: a stranger's id is 404 to the condominium's admin until they are the apartment's.
    await expectAuthorizationRow(t, roles, { ...APARTMENT_MANAGERS, condominiumAdmin: 404 }, (api, role) =>
      api.residents.modifyApartmentRole({
        params: { id: condoId, apartmentId: aptId, userId: ids[role] },
        body: { role: 'tenant' },
      }),
    );
    for (const id of Object.values(ids)) {
      await t.as(roles.super).residents.modifyApartmentRole({
        params: { id: condoId, apartmentId: aptId, userId: id },
        body: { role: 'tenant' },
      });
    }
    await expectAuthorizationRow(t, roles, APARTMENT_MANAGERS, (api, role) =>
      api.residents.removeApartmentUser({ params: { id: condoId, apartmentId: aptId, userId: ids[role] } }),
    );
  });
});

describe('authorization (residents)', () => {
  it("the condominium's admin manages; stakeholders read; owners and tenants get 404 on the condominium list and 403 on writes to their apartment", async () => {
    const admin = await resident({ condominium: 'admin' });
    const stakeholder = await resident({ condominium: 'stakeholder' });
    const owner = await resident({ apartment: 'owner' });
    const tenant = await resident({ apartment: 'tenant' });
    const nobody = await resident({});
    const list = (token: string) => t.as(token).residents.condominiumUsers({ params: { id: condoId } });
    expect((await list(admin.token)).json().can).toEqual({ create: true });
    expect((await list(stakeholder.token)).json().can).toEqual({ create: false });
    for (const who of [owner, tenant, nobody]) expect((await list(who.token)).status).toBe(404);

    const add = (token: string, email: string) =>
      t.as(token).residents.addCondominiumUser({
        params: { id: condoId },
        body: { email, name: 'Board Member', role: 'admin' },
      });
    expect((await add(admin.token, 'board@example.test')).status).toBe(201);
    expect((await add(stakeholder.token, 'x1@example.test')).status).toBe(403);
    expect((await add(owner.token, 'x2@example.test')).status).toBe(404);

    const target = { id: condoId, apartmentId: aptId, userId: tenant.id };
    expect((await t.as(stakeholder).residents.removeApartmentUser({ params: target })).status).toBe(403);
    // The owner sees the apartment's residents, so removing one is refused rather than hidden.
    expect((await t.as(owner).residents.removeApartmentUser({ params: target })).status).toBe(403);
    expect((await t.as(admin).residents.modifyApartmentRole({ params: target, body: { role: 'owner' } })).status).toBe(
      200,
    );
  });

  it('owners and tenants read the names of their own apartment, not e-mail or phone, and not another apartment', async () => {
    const owner = await resident({ apartment: 'owner' });
    const mine = await t.as(owner).residents.apartmentUsers({ params: { id: condoId, apartmentId: aptId } });
    expect(mine.status).toBe(200);
    const me = mine.data.find((r) => r.user_id === owner.id);
    expect(me).toMatchObject({ role: 'owner', email: null, phone: null, can: { update: false, delete: false } });
    expect(mine.json().can).toEqual({ create: false });

    const other = await makeApartment(t.ctx, condoId, 'B', '7');
    const otherCondo = await makeCondominium(t.ctx);
    const elsewhere = await makeApartment(t.ctx, otherCondo.id, 'A', '1');
    for (const params of [
      { id: condoId, apartmentId: other.id },
      { id: otherCondo.id, apartmentId: elsewhere.id },
      // The own apartment under another condominium's id is not the same apartment.
      { id: otherCondo.id, apartmentId: aptId },
    ]) {
      expect((await t.as(owner).residents.apartmentUsers({ params })).status).toBe(404);
      expect((await t.as(owner).residents.allowedApartmentRoles({ params })).status).toBe(404);
    }
    expect((await t.as(owner).residents.condominiumUsers({ params: { id: otherCondo.id } })).status).toBe(404);
  });

  it("another condominium's admin gets 404 for this condominium and its apartments", async () => {
    const otherCondo = await makeCondominium(t.ctx);
    const { token } = await makeResident(t, { condominium: { id: otherCondo.id, role: 'admin' } });
    expect((await t.as(token).residents.condominiumUsers({ params: { id: condoId } })).status).toBe(404);
    expect((await t.as(token).residents.apartmentUsers({ params: { id: condoId, apartmentId: aptId } })).status).toBe(
      404,
    );
    const add = await t.as(token).residents.addApartmentUser({
      params: { id: condoId, apartmentId: aptId },
      body: { email: 'sneaky@example.test', name: 'Sneaky', role: 'owner' },
    });
    expect(add.status).toBe(404);
  });
});

describe('people', () => {
  it('a new owner by e-mail gets an account of no company and the activation e-mail in Finnish, then signs in', async () => {
    const added = await t.as(roles.super).residents.addCondominiumUser({
      params: { id: condoId },
      body: { email: 'Omistaja@Example.test', name: 'Olli Omistaja', role: 'owner', apartment_id: aptId, locale: 'fi' },
    });
    expect(added.status, added.body).toBe(201);
    expect(added.data).toMatchObject({
      name: 'Olli Omistaja',
      email: 'omistaja@example.test',
      role: 'owner',
      apartment: { id: aptId, stairwell: 'A', apartment_number: '1' },
      is_activated: false,
    });

    const mail = await waitForMail(t.mails, 'omistaja@example.test');
    const match = mail.text.match(/http:\/\/portal\.test\/activate\/([A-Za-z0-9_-]+)\/(\S+)/);
    expect(match, mail.text).not.toBeNull();
    expect(mail.subject).toBe('Aktivoi portaalin käyttäjätilisi');
    const [, token, email] = match as RegExpMatchArray;
    const activate = await t.api.auth.changePassword({
      body: {
        token,
        email: decodeURIComponent(email),
        password: 'owner-password-1',
        password_confirmation: 'owner-password-1',
      },
    });
    expect(activate.status).toBe(200);
    const session = await t.login('omistaja@example.test', 'owner-password-1');
    const mine = await t.as(session).residents.apartmentUsers({ params: { id: condoId, apartmentId: aptId } });
    expect(mine.data.map((r) => r.name)).toContain('Olli Omistaja');
  });

  it('an existing account keeps its name and gets the role; adding again changes the role; no second mail', async () => {
    const existing = await makeUser(t.ctx, { companyId: roles.manager.companyId });
    const add = (role: 'admin' | 'stakeholder') =>
      t.as(roles.ownerManager).residents.addCondominiumUser({
        params: { id: condoId },
        body: { email: existing.email.toUpperCase(), name: 'Another Name', role },
      });
    expect((await add('stakeholder')).data).toMatchObject({
      user_id: existing.id,
      name: existing.name,
      role: 'stakeholder',
    });
    expect((await add('admin')).data).toMatchObject({ role: 'admin', apartment: null });
    const list = await t.as(roles.employee).residents.condominiumUsers({ params: { id: condoId } });
    expect(list.data.filter((r) => r.user_id === existing.id)).toHaveLength(1);
    expect(t.mails.some((m) => m.to.includes(existing.email))).toBe(false);
  });

  it('owner and tenant need an apartment of this condominium', async () => {
    const body = { email: 'needs.apartment@example.test', name: 'N A', role: 'tenant' as const };
    const missing = await t.as(roles.super).residents.addCondominiumUser({ params: { id: condoId }, body });
    expect(missing.status).toBe(422);
    expect(missing.errorBody.errors.fields?.apartment_id).toEqual(['required']);
    const otherCondo = await makeCondominium(t.ctx);
    const foreign = await makeApartment(t.ctx, otherCondo.id);
    const wrong = await t
      .as(roles.super)
      .residents.addCondominiumUser({ params: { id: condoId }, body: { ...body, apartment_id: foreign.id } });
    expect(wrong.status).toBe(404);
    const nothing = await t.as(roles.super).residents.condominiumUsers({ params: { id: condoId } });
    expect(nothing.data.some((r) => r.email === 'needs.apartment@example.test')).toBe(false);
  });
});

describe('people of a condominium: listing and changing', () => {
  it('lists admins and stakeholders first, then residents by apartment; PUT, modifyRole and DELETE change them', async () => {
    const condo = await makeCondominium(t.ctx);
    const a10 = await makeApartment(t.ctx, condo.id, 'A', '10');
    const a2 = await makeApartment(t.ctx, condo.id, 'A', '2');
    const admin = await makeResident(t, { condominium: { id: condo.id, role: 'admin' } });
    const owner10 = await makeResident(t, { apartment: { id: a10.id, role: 'owner' } });
    const owner2 = await makeResident(t, { apartment: { id: a2.id, role: 'tenant' } });
    const api = t.as(roles.super).residents;
    const list = await api.condominiumUsers({ params: { id: condo.id } });
    expect(list.data.map((r) => [r.user_id, r.role, r.apartment?.apartment_number ?? null])).toEqual([
      [admin.id, 'admin', null],
      [owner2.id, 'tenant', '2'],
      [owner10.id, 'owner', '10'],
    ]);

    const put = await api.updateCondominiumUser({
      params: { id: condo.id, userId: admin.id },
      body: { role: 'stakeholder' },
    });
    expect(put.data.role).toBe('stakeholder');
    const notMember = await api.updateCondominiumUser({
      params: { id: condo.id, userId: owner2.id },
      body: { role: 'admin' },
    });
    expect(notMember.status).toBe(404);
    const viaGet = await api.modifyCondominiumRoleGet({
      params: { id: condo.id, userId: owner2.id },
      query: { role: 'admin' },
    });
    expect(viaGet.data).toMatchObject({ user_id: owner2.id, role: 'admin', apartment: null });
    const noUser = await api.modifyCondominiumRole({
      params: { id: condo.id, userId: 2_000_000_000 },
      body: { role: 'admin' },
    });
    expect(noUser.status).toBe(404);

    const changed = await api.modifyApartmentRole({
      params: { id: condo.id, apartmentId: a2.id, userId: owner2.id },
      body: { role: 'owner' },
    });
    expect(changed.data.role).toBe('owner');
    expect((await api.allowedApartmentRoles({ params: { id: condo.id, apartmentId: a2.id } })).data).toEqual([
      'owner',
      'tenant',
    ]);
    expect(
      (await api.removeApartmentUser({ params: { id: condo.id, apartmentId: a2.id, userId: owner2.id } })).status,
    ).toBe(200);
    expect(
      (await api.removeApartmentUser({ params: { id: condo.id, apartmentId: a2.id, userId: owner2.id } })).status,
    ).toBe(404);
    expect((await api.removeCondominiumUser({ params: { id: condo.id, userId: admin.id } })).status).toBe(200);
    const after = await api.condominiumUsers({ params: { id: condo.id } });
    expect(after.data.map((r) => [r.user_id, r.role])).toEqual([
      [owner2.id, 'admin'],
      [owner10.id, 'owner'],
    ]);
  });

  it("a condominium admin gives roles by id only to the condominium's own people", async () => {
    const admin = await resident({ condominium: 'admin' });
    const stranger = await makeUser(t.ctx, {});
    const res = await t.as(admin).residents.modifyCondominiumRole({
      params: { id: condoId, userId: stranger.id },
      body: { role: 'stakeholder' },
    });
    expect(res.status).toBe(404);
    const apt = await t.as(admin).residents.modifyApartmentRole({
      params: { id: condoId, apartmentId: aptId, userId: stranger.id },
      body: { role: 'tenant' },
    });
    expect(apt.status).toBe(404);
  });

  it('a membership reaches the user on the next request', async () => {
    const user = await resident({});
    const params = { id: condoId, apartmentId: aptId };
    expect((await t.as(user).residents.apartmentUsers({ params })).status).toBe(404);
    await t
      .as(roles.super)
      .residents.modifyApartmentRole({ params: { ...params, userId: user.id }, body: { role: 'tenant' } });
    expect((await t.as(user).residents.apartmentUsers({ params })).status).toBe(200);
    await t.as(roles.super).residents.removeApartmentUser({ params: { ...params, userId: user.id } });
    expect((await t.as(user).residents.apartmentUsers({ params })).status).toBe(404);
  });
});
