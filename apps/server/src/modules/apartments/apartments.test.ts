import { ErrorCode } from '@portal/contracts';
import { apartmentsEndpoints } from '@portal/contracts/endpoints/apartments';
import { fillPath, routeUrl } from '@portal/contracts/http/endpoint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeApartmentTemplate } from '../../test/apartment-factories';
import { malformed } from '../../test/api-client';
import {
  byRole,
  expectAuthorizationRow,
  isResidentRole,
  ROLES,
  type RoleUsers,
  signInEveryRole,
  statusRow,
} from '../../test/authorization';
import { createTestApp, type TestApp } from '../../test/harness';
import { makeApartment, makeCondominium } from '../../test/membership-factories';
import { makeResident, type ResidentSpec } from '../../test/resident-factories';

let t: TestApp;
let roles: RoleUsers;
let condominiumId: number;
let templateId: number;
let apartmentId: number;
let otherCondominiumId: number;
let otherApartmentId: number;

/*
 * Staff read; condominiums.manage writes (Super and owner-managers in the seeded matrix). The
 * resident roles are those of apartment A 1 and its condominium: the apartment's owner and tenant
 * read it but not the list, the condominium's admin reads both, its stakeholder neither; none writes.
 */
const LISTERS = statusRow(200, { anonymous: 401, owner: 404, tenant: 404, condominiumAdmin: 200, stakeholder: 404 });
const READERS = statusRow(200, { anonymous: 401, owner: 200, tenant: 200, condominiumAdmin: 200, stakeholder: 404 });
const WRITERS = statusRow(403, {
  anonymous: 401,
  super: 200,
  ownerManager: 200,
  owner: 403,
  tenant: 403,
  condominiumAdmin: 403,
  stakeholder: 404,
});

beforeAll(async () => {
  t = await createTestApp();
  condominiumId = (await makeCondominium(t.ctx, 'As Oy Apartments')).id;
  templateId = (await makeApartmentTemplate(t.ctx, condominiumId, 'Two rooms')).id;
  apartmentId = (await makeApartment(t.ctx, condominiumId, 'A', '1')).id;
  roles = await signInEveryRole(t, { condominiumId, apartmentId });
  otherCondominiumId = (await makeCondominium(t.ctx, 'As Oy Elsewhere')).id;
  await makeApartmentTemplate(t.ctx, otherCondominiumId, 'Elsewhere template');
  otherApartmentId = (await makeApartment(t.ctx, otherCondominiumId, 'B', '2')).id;
});
afterAll(() => t.close());

const create = (stairwell: string, apartment_number: string | null = null, id = condominiumId) =>
  t
    .as(roles.super)
    .apartments.create({ params: { id }, body: { stairwell, apartment_number, apartment_template_id: templateId } });

/** A signed-in user holding the given memberships and nothing else (no company). */
const resident = async (spec: ResidentSpec) => (await makeResident(t, spec)).token;

describe('authorization', () => {
  it('GET condominiums/{id}/apartments', async () => {
    await expectAuthorizationRow(t, roles, LISTERS, (api) => api.apartments.list({ params: { id: condominiumId } }));
  });

  it('GET apartments/condominium/{id}', async () => {
    await expectAuthorizationRow(t, roles, LISTERS, (api) =>
      api.apartments.ofCondominium({ params: { id: condominiumId } }),
    );
  });

  it('POST condominiums/{id}/apartments', async () => {
    // Residents who may not list the apartments do not learn of the list either (404).
    const creators = { ...WRITERS, super: 201, ownerManager: 201, owner: 404, tenant: 404 };
    await expectAuthorizationRow(t, roles, creators, (api) =>
      api.apartments.create({
        params: { id: condominiumId },
        body: { stairwell: 'C', apartment_number: '9', apartment_template_id: templateId },
      }),
    );
  });

  it('GET condominiums/{id}/apartments/{apartmentId}', async () => {
    await expectAuthorizationRow(t, roles, READERS, (api) =>
      api.apartments.get({ params: { id: condominiumId, apartmentId } }),
    );
  });

  it('DELETE condominiums/{id}/apartments/{apartmentId}', async () => {
    const ids = await byRole(async () => (await makeApartment(t.ctx, condominiumId, 'D', '1')).id);
    // The residents are tried on their own apartment, which they may not delete.
    await expectAuthorizationRow(t, roles, WRITERS, (api, role) =>
      api.apartments.delete({
        params: { id: condominiumId, apartmentId: isResidentRole(role) ? apartmentId : ids[role] },
      }),
    );
  });

  it('GET apartment/{id}/condominium, with and without the trailing slash', async () => {
    await expectAuthorizationRow(t, roles, READERS, (api) =>
      api.apartments.condominium({ params: { id: apartmentId } }),
    );
    // The spelling with the slash, built from the declaration (the typed client has one per call).
    const withSlash = (id: number) => `${routeUrl(fillPath(apartmentsEndpoints.condominium.path, { id }))}/`;
    for (const role of ROLES) {
      const res = await t.raw('GET', withSlash(apartmentId), { token: roles[role].token });
      expect(res.statusCode, role).toBe(READERS[role]);
    }
    const res = await t.raw('GET', withSlash(apartmentId), { token: roles.employee.token });
    expect(res.json()).toEqual(
      (await t.as(roles.employee).apartments.condominium({ params: { id: apartmentId } })).json(),
    );
    expect((await t.raw('GET', withSlash(otherApartmentId), { token: roles.employee.token })).statusCode).toBe(200);
    for (const bad of ['0', 'x', '1.5', '99999999999']) {
      const malformedId = `${routeUrl(fillPath(apartmentsEndpoints.condominium.path, { id: bad }))}/`;
      expect((await t.raw('GET', malformedId, { token: roles.super.token })).statusCode, bad).toBe(404);
    }
  });

  it('residents and condominium members reach only what their membership gives', async () => {
    const owner = await resident({ apartment: { id: apartmentId, role: 'owner' } });
    const tenant = await resident({ apartment: { id: apartmentId, role: 'tenant' } });
    const admin = await resident({ condominium: { id: condominiumId, role: 'admin' } });
    const stakeholder = await resident({ condominium: { id: condominiumId, role: 'stakeholder' } });
    const nobody = await resident({});
    const statuses = async (token: string) => {
      const api = t.as(token);
      return [
        (await api.apartments.list({ params: { id: condominiumId } })).status,
        (await api.apartments.ofCondominium({ params: { id: condominiumId } })).status,
        (await api.apartments.get({ params: { id: condominiumId, apartmentId } })).status,
        (await api.apartments.condominium({ params: { id: apartmentId } })).status,
        (
          await api.apartments.create({
            params: { id: condominiumId },
            body: { stairwell: 'Z', apartment_template_id: templateId },
          })
        ).status,
        (await api.apartments.delete({ params: { id: condominiumId, apartmentId } })).status,
      ];
    };
    // list, ofCondominium, get, condominium, create, delete
    expect(await statuses(owner)).toEqual([404, 404, 200, 200, 404, 403]);
    expect(await statuses(tenant)).toEqual([404, 404, 200, 200, 404, 403]);
    expect(await statuses(admin)).toEqual([200, 200, 200, 200, 403, 403]);
    expect(await statuses(stakeholder)).toEqual([404, 404, 404, 404, 404, 404]);
    expect(await statuses(nobody)).toEqual([404, 404, 404, 404, 404, 404]);
  });
});

describe('another apartment or condominium is 404', () => {
  it('the owner of apartment A cannot read apartment B or the condominium’s apartment list', async () => {
    const apartmentB = (await makeApartment(t.ctx, condominiumId, 'A', '2')).id;
    const owner = await resident({ apartment: { id: apartmentId, role: 'owner' } });
    const api = t.as(owner);
    expect((await api.apartments.get({ params: { id: condominiumId, apartmentId: apartmentB } })).status).toBe(404);
    expect((await api.apartments.condominium({ params: { id: apartmentB } })).status).toBe(404);
    expect((await api.apartments.list({ params: { id: condominiumId } })).status).toBe(404);
    expect((await api.apartments.ofCondominium({ params: { id: condominiumId } })).status).toBe(404);
    // Their own apartment they do read.
    expect((await api.apartments.get({ params: { id: condominiumId, apartmentId } })).status).toBe(200);
  });

  it('an apartment asked through another condominium is 404, even for Super', async () => {
    const api = t.as(roles.super);
    expect((await api.apartments.get({ params: { id: condominiumId, apartmentId: otherApartmentId } })).status).toBe(
      404,
    );
    const del = await api.apartments.delete({ params: { id: condominiumId, apartmentId: otherApartmentId } });
    expect(del.status).toBe(404);
    expect(
      (await api.apartments.get({ params: { id: otherCondominiumId, apartmentId: otherApartmentId } })).status,
    ).toBe(200);
  });

  it("another condominium's admin is 404 here", async () => {
    const admin = await resident({ condominium: { id: otherCondominiumId, role: 'admin' } });
    const api = t.as(admin);
    expect((await api.apartments.list({ params: { id: condominiumId } })).status).toBe(404);
    expect((await api.apartments.get({ params: { id: condominiumId, apartmentId } })).status).toBe(404);
    expect((await api.apartments.list({ params: { id: otherCondominiumId } })).status).toBe(200);
  });

  it('a condominium or apartment that does not exist is 404', async () => {
    const api = t.as(roles.super);
    expect((await api.apartments.list({ params: { id: 2_000_000_000 } })).status).toBe(404);
    expect((await api.apartments.condominium({ params: { id: 2_000_000_000 } })).status).toBe(404);
    const res = await api.apartments.create({
      params: { id: 2_000_000_000 },
      body: { stairwell: 'A', apartment_template_id: templateId },
    });
    expect(res.status).toBe(404);
  });
});

describe('apartments', () => {
  it('creates with the template name, reads with the condominium, deletes', async () => {
    const created = await create('  B ', '12');
    expect(created.status, created.body).toBe(201);
    expect(created.data).toMatchObject({
      condominium_id: condominiumId,
      stairwell: 'B',
      apartment_number: '12',
      apartment_template_id: templateId,
      template_name: 'Two rooms',
      can: { delete: true, manageResidents: true },
    });
    const read = await t
      .as(roles.employee)
      .apartments.get({ params: { id: condominiumId, apartmentId: created.data.id } });
    expect(read.data).toMatchObject({
      stairwell: 'B',
      can: { delete: false, manageResidents: false },
      condominium: { id: condominiumId, name: 'As Oy Apartments', street_address: expect.any(String) },
    });
    const condominium = await t.as(roles.employee).apartments.condominium({ params: { id: created.data.id } });
    expect(condominium.data).toMatchObject({ id: condominiumId, name: 'As Oy Apartments', postcode: '00100' });

    const gone = await t
      .as(roles.super)
      .apartments.delete({ params: { id: condominiumId, apartmentId: created.data.id } });
    expect(gone.status).toBe(200);
    const after = await t
      .as(roles.super)
      .apartments.get({ params: { id: condominiumId, apartmentId: created.data.id } });
    expect(after.status).toBe(404);
  });

  it('deleting an apartment removes its residents’ memberships', async () => {
    const created = await create('E', '1');
    const owner = await resident({ apartment: { id: created.data.id, role: 'owner' } });
    expect((await t.as(owner).apartments.condominium({ params: { id: created.data.id } })).status).toBe(200);
    await t.as(roles.super).apartments.delete({ params: { id: condominiumId, apartmentId: created.data.id } });
    expect((await t.as(owner).apartments.condominium({ params: { id: created.data.id } })).status).toBe(404);
  });

  it('lists by stairwell, then number as a number, with can', async () => {
    const condo = (await makeCondominium(t.ctx)).id;
    const template = (await makeApartmentTemplate(t.ctx, condo)).id;
    for (const [stairwell, apartment_number] of [
      ['B', '2'],
      ['A', '10'],
      ['A', '9'],
      ['A', null],
      ['A', '0'],
      ['B', '1'],
    ] as const) {
      const res = await t.as(roles.super).apartments.create({
        params: { id: condo },
        body: { stairwell, apartment_number, apartment_template_id: template },
      });
      expect(res.status).toBe(201);
    }
    const list = await t.as(roles.employee).apartments.list({ params: { id: condo } });
    expect(list.data.map((a) => `${a.stairwell}${a.apartment_number ?? '-'}`)).toEqual([
      'A-',
      'A0',
      'A9',
      'A10',
      'B1',
      'B2',
    ]);
    expect(list.json().can).toEqual({ create: false });
    expect(list.data[0].can).toEqual({ delete: false, manageResidents: false });
    const asSuper = await t.as(roles.super).apartments.ofCondominium({ params: { id: condo } });
    expect(asSuper.json().can).toEqual({ create: true });
    expect(asSuper.data.map((a) => a.id)).toEqual(list.data.map((a) => a.id));
  });

  it('a condominium without templates answers 16', async () => {
    const bare = (await makeCondominium(t.ctx)).id;
    const res = await t
      .as(roles.super)
      .apartments.create({ params: { id: bare }, body: { stairwell: 'A', apartment_number: '1' } });
    expect(res.status).toBe(422);
    expect(res.errorBody.errors.code).toBe(ErrorCode.noApartmentTemplates);
  });

  it('the template is required, and must be the condominium’s own', async () => {
    const missing = await t
      .as(roles.super)
      .apartments.create({ params: { id: condominiumId }, body: { stairwell: 'A', apartment_template_id: null } });
    expect(missing.status).toBe(422);
    expect(missing.errorBody.errors.fields?.apartment_template_id).toEqual(['required']);
    const foreign = await makeApartmentTemplate(t.ctx, otherCondominiumId);
    const res = await t.as(roles.super).apartments.create({
      params: { id: condominiumId },
      body: { stairwell: 'A', apartment_template_id: foreign.id },
    });
    expect(res.status).toBe(422);
    expect(res.errorBody.errors.fields?.apartment_template_id).toEqual(['not-found']);
  });

  it('apartment_number: empty or a whole number without leading zeros or sign; stairwell required', async () => {
    expect((await create('A', '')).data.apartment_number).toBeNull();
    expect((await create('A', '0')).data.apartment_number).toBe('0');
    for (const bad of ['00', '+1', '-1', '1.0', ' 1', 'x']) {
      const res = await create('A', bad);
      expect(res.status, bad).toBe(422);
      expect(res.errorBody.errors.fields?.apartment_number, bad).toEqual(['invalid-apartment-number']);
    }
    const number = await t.as(roles.super).apartments.create({
      params: { id: condominiumId },
      body: { stairwell: 'A', apartment_number: malformed(1), apartment_template_id: templateId },
    });
    expect(number.status).toBe(422);
    const blank = await create('   ');
    expect(blank.status).toBe(422);
    expect(blank.errorBody.errors.fields?.stairwell).toEqual(['required']);
    const long = await create('x'.repeat(33));
    expect(long.status).toBe(422);
  });
});
