import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  byRole,
  expectAuthorizationRow,
  isResidentRole,
  type RoleUsers,
  residentsRow,
  signInEveryRole,
  statusRow,
} from '../../test/authorization';
import { createTestApp, type TestApp } from '../../test/harness';
import { makeApartment, makeCondominium } from '../../test/membership-factories';
import { createProject } from '../../test/project-factories';
import { makeResident } from '../../test/resident-factories';

let t: TestApp;
let roles: RoleUsers;
/** The condominium of the resident roles (their apartment's), where rows try them. */
let home: { id: number };

/**
 * Staff read every condominium; condominiums.manage writes. The resident roles are tried on their
 * own condominium: they all read it, none changes it.
 */
const READERS = statusRow(200, { anonymous: 401, ...residentsRow(200) });
const MANAGERS = statusRow(403, { anonymous: 401, super: 200, ownerManager: 200, ...residentsRow(403) });

const CONDO = { name: 'As Oy Testi', street_address: 'Testikatu 1', postcode: '00100', post_office: 'Helsinki' };

beforeAll(async () => {
  t = await createTestApp();
  home = await makeCondominium(t.ctx, 'As Oy Koti');
  const apartment = await makeApartment(t.ctx, home.id, 'A', '1');
  roles = await signInEveryRole(t, { condominiumId: home.id, apartmentId: apartment.id });
});
afterAll(() => t.close());

async function newCondominium(name = 'As Oy Uusi') {
  const res = await t.as(roles.super).condominiums.create({ body: { ...CONDO, name } });
  expect(res.status, res.body).toBe(201);
  return res.data;
}

/** An owner (no company) of an apartment of a new condominium. */
async function resident() {
  const condo = await makeCondominium(t.ctx);
  const apartment = await makeApartment(t.ctx, condo.id);
  const owner = await makeResident(t, { apartment: { id: apartment.id, role: 'owner' } });
  return { condo, apartment, token: owner.token };
}

describe('authorization', () => {
  it('GET condominiumsInfo', async () => {
    await expectAuthorizationRow(t, roles, READERS, (api) => api.condominiums.info());
  });

  it('GET condominiums', async () => {
    await expectAuthorizationRow(t, roles, READERS, (api) => api.condominiums.list({ query: { per_page: 9999 } }));
  });

  it('POST condominiums', async () => {
    await expectAuthorizationRow(t, roles, { ...MANAGERS, super: 201, ownerManager: 201 }, (api) =>
      api.condominiums.create({ body: CONDO }),
    );
  });

  it('GET condominiums/{id}', async () => {
    const condo = await newCondominium();
    await expectAuthorizationRow(t, roles, READERS, (api, role) =>
      api.condominiums.get({ params: { id: isResidentRole(role) ? home.id : condo.id } }),
    );
  });

  it('PUT condominiums/{id}', async () => {
    const condo = await newCondominium();
    await expectAuthorizationRow(t, roles, MANAGERS, (api, role) =>
      api.condominiums.update({
        params: { id: isResidentRole(role) ? home.id : condo.id },
        body: { postcode: '00200' },
      }),
    );
  });

  it('DELETE condominiums/{id}', async () => {
    const ids = await byRole(async () => (await newCondominium()).id);
    await expectAuthorizationRow(t, roles, MANAGERS, (api, role) =>
      api.condominiums.delete({ params: { id: isResidentRole(role) ? home.id : ids[role] } }),
    );
  });

  it('GET condominiums/{id}/projects', async () => {
    const condo = await newCondominium();
    await expectAuthorizationRow(t, roles, READERS, (api, role) =>
      api.condominiums.projects({ params: { id: isResidentRole(role) ? home.id : condo.id } }),
    );
  });

  it('residents: only their own condominium, other ids are 404', async () => {
    const mine = await resident();
    // A neighbour's apartment: the resident sees their own only.
    await makeApartment(t.ctx, mine.condo.id, 'B', '2');
    const other = await newCondominium('As Oy Muu');
    const as = t.as(mine.token);
    expect((await as.condominiums.get({ params: { id: mine.condo.id } })).status).toBe(200);
    for (const res of [
      await as.condominiums.get({ params: { id: other.id } }),
      await as.condominiums.update({ params: { id: other.id }, body: { name: 'x' } }),
      await as.condominiums.delete({ params: { id: other.id } }),
      await as.condominiums.projects({ params: { id: other.id } }),
    ]) {
      expect(res.status, res.url).toBe(404);
    }
    // Their own: seen, not changed.
    expect((await as.condominiums.update({ params: { id: mine.condo.id }, body: { name: 'x' } })).status).toBe(403);
    // An owner has neither the apartments tab nor the users tab (both lists answer them 404).
    const own = await as.condominiums.get({ params: { id: mine.condo.id } });
    expect(own.data.can).toMatchObject({ listApartments: false, readPeople: false });
    const list = await as.condominiums.list({ query: { per_page: 9999 } });
    expect(list.data.map((c) => c.id)).toEqual([mine.condo.id]);
    expect(list.json().can).toEqual({ create: false });
    expect((await as.condominiums.info()).data).toEqual({ condominiums: 1, apartments: 1 });
  });

  it('condominium admins and stakeholders see theirs only', async () => {
    const condo = await makeCondominium(t.ctx);
    const other = await makeCondominium(t.ctx);
    for (const role of ['admin', 'stakeholder'] as const) {
      const as = t.as(await makeResident(t, { condominium: { id: condo.id, role } }));
      const mine = await as.condominiums.get({ params: { id: condo.id } });
      // The page's tabs: the apartments for its admin, its people for both.
      expect(mine.data.can).toMatchObject({
        update: false,
        delete: false,
        manageUsers: role === 'admin',
        listApartments: role === 'admin',
        readPeople: true,
      });
      expect((await as.condominiums.get({ params: { id: other.id } })).status).toBe(404);
      expect((await as.condominiums.list({ query: { per_page: 9999 } })).data.map((c) => c.id)).toEqual([condo.id]);
    }
  });
});

describe('condominiums', () => {
  it('creates, reads, edits and lists with search and sort', async () => {
    const created = await t.as(roles.ownerManager).condominiums.create({
      body: { name: '  As Oy Hakuehto  ', street_address: 'Hakukuja 5', postcode: '33100', post_office: '' },
    });
    expect(created.data).toMatchObject({
      name: 'As Oy Hakuehto',
      street_address: 'Hakukuja 5',
      postcode: '33100',
      post_office: null,
      has_photo: false,
      can: {
        update: true,
        delete: true,
        manageUsers: true,
        manageTemplates: true,
        listApartments: true,
        readPeople: true,
      },
    });
    const id = created.data.id;
    const edited = await t.as(roles.ownerManager).condominiums.update({
      params: { id },
      body: { post_office: 'Tampere' },
    });
    expect(edited.data).toMatchObject({ name: 'As Oy Hakuehto', post_office: 'Tampere' });

    const found = await t.as(roles.employee).condominiums.list({ query: { per_page: 9999, search: 'hakukuja' } });
    expect(found.data.map((c) => c.id)).toEqual([id]);
    expect(found.data[0].can).toMatchObject({ update: false, delete: false });
    expect(found.json().can).toEqual({ create: false });

    await newCondominium('AAA first');
    await newCondominium('ZZZ last');
    const asc = (await t.as(roles.super).condominiums.list({ query: { per_page: 9999, sort: 'name' } })).data;
    const names = asc.map((c) => c.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    const desc = (await t.as(roles.super).condominiums.list({ query: { per_page: 9999, sort: 'id', order: 'desc' } }))
      .data;
    expect(desc.map((c) => c.id)).toEqual(desc.map((c) => c.id).sort((a, b) => b - a));
  });

  it('a name is required', async () => {
    const res = await t.as(roles.super).condominiums.create({ body: { name: '   ' } });
    expect(res.status).toBe(422);
    expect(Object.keys(res.error.fields)).toContain('name');
  });

  it('delete is refused (409) while apartments, templates or projects use it, and nothing changes', async () => {
    const withApartment = await newCondominium();
    await makeApartment(t.ctx, withApartment.id);
    const withTemplate = await newCondominium();
    await t.as(roles.super).apartmentTemplates.create({ params: { id: withTemplate.id }, body: { name: 'Kaksio' } });
    const withProject = await newCondominium();
    await createProject(t, roles.super.token, { type: 'condominium', condominium_id: withProject.id });
    for (const condo of [withApartment, withTemplate, withProject]) {
      const res = await t.as(roles.super).condominiums.delete({ params: { id: condo.id } });
      expect(res.status).toBe(409);
      expect((await t.as(roles.super).condominiums.get({ params: { id: condo.id } })).status).toBe(200);
    }
    const empty = await newCondominium();
    expect((await t.as(roles.super).condominiums.delete({ params: { id: empty.id } })).status).toBe(200);
    expect((await t.as(roles.super).condominiums.get({ params: { id: empty.id } })).status).toBe(404);
  });

  it('counts what the caller sees', async () => {
    const info = await t.as(roles.super).condominiums.info();
    const all = await t.as(roles.super).condominiums.list({ query: { per_page: 9999 } });
    expect(info.data.condominiums).toBe(all.json().meta.total);
    expect(info.data.apartments).toBeGreaterThanOrEqual(1);
  });
});
