import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  byRole,
  EVERY_ROW_ROLE,
  expectAuthorizationRow,
  type RoleUsers,
  residentsRow,
  signInEveryRole,
  statusRow,
} from '../../test/authorization';
import { createTestApp, makeUser, type TestApp } from '../../test/harness';
import { pngWithHeaderSize } from '../../test/images';
import { addApartmentUser, makeApartment, makeCondominium } from '../../test/membership-factories';
import { form, TINY_PNG } from '../../test/multipart';
import { attachCompany, createProject } from '../../test/project-factories';

/* Apartment templates, the condominium photo and condominium projects. */

let t: TestApp;
let roles: RoleUsers;
let condoId: number;

/** The resident roles live in `condoId`: they read its templates and photo, and change nothing. */
const READERS = statusRow(200, { anonymous: 401, ...residentsRow(200) });
const MANAGERS = statusRow(403, { anonymous: 401, super: 200, ownerManager: 200, ...residentsRow(403) });

beforeAll(async () => {
  t = await createTestApp();
  condoId = (await makeCondominium(t.ctx, 'As Oy Osat')).id;
  const home = await makeApartment(t.ctx, condoId, 'A', '1');
  roles = await signInEveryRole(t, { condominiumId: condoId, apartmentId: home.id });
});
afterAll(() => t.close());

async function makeTemplate(condominium = condoId, name = 'Kaksio A') {
  const res = await t.as(roles.super).apartmentTemplates.create({ params: { id: condominium }, body: { name } });
  expect(res.status, res.body).toBe(201);
  return res.data.id;
}

const upload = (id: number, token: string | undefined, filename: string, content: Buffer | string) =>
  t.as(token).condominiums.savePhoto({
    params: { id },
    formData: form({ condominium_photo: { filename, content, contentType: 'image/png' } }),
  });

describe('authorization', () => {
  it('GET condominiums/{id}/apartmenttemplates', async () => {
    await expectAuthorizationRow(t, roles, READERS, (api) => api.apartmentTemplates.list({ params: { id: condoId } }));
  });
  it('POST condominiums/{id}/apartmenttemplates', async () => {
    await expectAuthorizationRow(t, roles, { ...MANAGERS, super: 201, ownerManager: 201 }, (api) =>
      api.apartmentTemplates.create({ params: { id: condoId }, body: { name: 'Yksiö' } }),
    );
  });
  it('GET condominiums/{id}/apartmenttemplates/{templateId}', async () => {
    const id = await makeTemplate();
    await expectAuthorizationRow(t, roles, READERS, (api) =>
      api.apartmentTemplates.get({ params: { id: condoId, templateId: id } }),
    );
  });
  it('PUT condominiums/{id}/apartmenttemplates/{templateId}', async () => {
    const id = await makeTemplate();
    await expectAuthorizationRow(t, roles, MANAGERS, (api) =>
      api.apartmentTemplates.update({ params: { id: condoId, templateId: id }, body: { name: 'Kolmio' } }),
    );
  });
  it('DELETE condominiums/{id}/apartmenttemplates/{templateId}', async () => {
    const ids = await byRole(() => makeTemplate(), EVERY_ROW_ROLE);
    await expectAuthorizationRow(t, roles, MANAGERS, (api, role) =>
      api.apartmentTemplates.delete({ params: { id: condoId, templateId: ids[role] } }),
    );
  });
  it('GET, POST, DELETE condominium/photo/{id}', async () => {
    await expectAuthorizationRow(t, roles, MANAGERS, (_api, _role, user) =>
      upload(condoId, user.token, 'house.png', TINY_PNG),
    );
    await expectAuthorizationRow(t, roles, READERS, (api) => api.condominiums.photo({ params: { id: condoId } }));
    await expectAuthorizationRow(t, roles, MANAGERS, (api) =>
      api.condominiums.deletePhoto({ params: { id: condoId } }),
    );
  });
  it('POST condominiumprojects', async () => {
    const projects = await byRole(
      async () => (await createProject(t, roles.super.token, { type: 'condominium' })).id,
      EVERY_ROW_ROLE,
    );
    await attachCompany(t, roles.super.token, projects.clientManager, roles.clientManager.companyId);
    await expectAuthorizationRow(
      t,
      roles,
      // Projects are a staff area: residents get 404, as for a project that does not exist.
      statusRow(403, {
        anonymous: 401,
        super: 201,
        ownerManager: 201,
        manager: 201,
        subcontractorEmployee: 404,
        ...residentsRow(404),
      }),
      (api, role) => api.condominiums.linkProject({ body: { condominium_id: condoId, project_id: projects[role] } }),
    );
  });
  it('GET condominium/project/{id}/folders', async () => {
    const project = await createProject(t, roles.super.token, { type: 'condominium' });
    await attachCompany(t, roles.super.token, project.id, roles.clientManager.companyId);
    await expectAuthorizationRow(
      t,
      roles,
      statusRow(200, { anonymous: 401, subcontractorEmployee: 404, ...residentsRow(404) }),
      (api) => api.condominiums.projectFolders({ params: { id: project.id } }),
    );
  });
});

describe('apartment templates', () => {
  it('adds, renames, lists by name and deletes; a template with apartments is 409', async () => {
    const condo = await makeCondominium(t.ctx);
    const b = await makeTemplate(condo.id, 'Kolmio B');
    const a = await makeTemplate(condo.id, 'kaksio A');
    const renamed = await t
      .as(roles.ownerManager)
      .apartmentTemplates.update({ params: { id: condo.id, templateId: a }, body: { name: 'Kaksio A' } });
    expect(renamed.data).toMatchObject({ name: 'Kaksio A', can: { update: true, delete: true } });
    const list = await t.as(roles.employee).apartmentTemplates.list({ params: { id: condo.id } });
    expect(list.data.map((x) => x.name)).toEqual(['Kaksio A', 'Kolmio B']);
    expect(list.json().can).toEqual({ create: false });
    expect(list.data[0].can).toEqual({ update: false, delete: false });

    const [apartment] = [await makeApartment(t.ctx, condo.id)];
    await t.ctx.db.execute(
      // The apartments module (another slice) sets templates; here the row is written directly.
      (await import('drizzle-orm')).sql`update apartments set apartment_template_id = ${b} where id = ${apartment.id}`,
    );
    const refused = await t.as(roles.super).apartmentTemplates.delete({ params: { id: condo.id, templateId: b } });
    expect(refused.status, refused.body).toBe(409);
    const still = await t.as(roles.super).apartmentTemplates.get({ params: { id: condo.id, templateId: b } });
    expect(still.data.apartment_count).toBe(1);
    expect(
      (await t.as(roles.super).apartmentTemplates.delete({ params: { id: condo.id, templateId: a } })).status,
    ).toBe(200);
  });

  it('a name is required; a template of another condominium is 404', async () => {
    const empty = await t.as(roles.super).apartmentTemplates.create({ params: { id: condoId }, body: { name: ' ' } });
    expect(empty.status).toBe(422);
    const other = await makeCondominium(t.ctx);
    const foreign = await makeTemplate(other.id);
    const as = t.as(roles.super).apartmentTemplates;
    expect((await as.get({ params: { id: condoId, templateId: foreign } })).status).toBe(404);
    expect((await as.update({ params: { id: condoId, templateId: foreign }, body: { name: 'x' } })).status).toBe(404);
    expect((await as.delete({ params: { id: condoId, templateId: foreign } })).status).toBe(404);
  });

  it("residents read their condominium's templates, not another's", async () => {
    const condo = await makeCondominium(t.ctx);
    await makeTemplate(condo.id);
    const apartment = await makeApartment(t.ctx, condo.id);
    const user = await makeUser(t.ctx, {});
    await addApartmentUser(t.ctx, apartment.id, user.id, 'tenant');
    const as = t.as(await t.tokenFor(user.id)).apartmentTemplates;
    expect((await as.list({ params: { id: condo.id } })).data).toHaveLength(1);
    expect((await as.list({ params: { id: condoId } })).status).toBe(404);
    expect((await as.create({ params: { id: condo.id }, body: { name: 'x' } })).status).toBe(403);
  });
});

describe('condominium photo', () => {
  it('is re-encoded as JPEG without metadata, replaced and removed', async () => {
    const condo = await makeCondominium(t.ctx);
    expect((await t.as(roles.super).condominiums.photo({ params: { id: condo.id } })).status).toBe(404);
    const withExif = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } })
      .jpeg()
      .withExifMerge({ IFD0: { Make: 'PhoneMaker' } })
      .toBuffer();
    expect((await upload(condo.id, roles.super.token, 'house.JPG', withExif)).status).toBe(200);
    const photo = await t.as(roles.employee).condominiums.photo({ params: { id: condo.id } });
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(photo.headers['x-content-type-options']).toBe('nosniff');
    expect(photo.data.includes(Buffer.from('PhoneMaker'))).toBe(false);
    expect((await sharp(photo.data).metadata()).width).toBe(40);
    expect((await t.as(roles.super).condominiums.get({ params: { id: condo.id } })).data.has_photo).toBe(true);

    expect((await upload(condo.id, roles.super.token, 'house.png', TINY_PNG)).status).toBe(200);
    expect(
      (await sharp((await t.as(roles.super).condominiums.photo({ params: { id: condo.id } })).data).metadata()).width,
    ).toBe(1);

    expect((await t.as(roles.super).condominiums.deletePhoto({ params: { id: condo.id } })).status).toBe(200);
    expect((await t.as(roles.super).condominiums.photo({ params: { id: condo.id } })).status).toBe(404);
  });

  it('refuses (422, 24) what is not jpg, jpeg, png or gif by name or by content, and huge images', async () => {
    const condo = await makeCondominium(t.ctx);
    for (const [name, content] of [
      ['house.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>'],
      ['house.png', '<svg xmlns="http://www.w3.org/2000/svg"/>'],
      ['house.txt', TINY_PNG],
      ['house.png', pngWithHeaderSize(20000, 20000)],
    ] as const) {
      const res = await upload(condo.id, roles.super.token, name, content);
      expect(res.status, name).toBe(422);
      expect(res.error.code).toBe(24);
    }
    expect((await t.as(roles.super).condominiums.get({ params: { id: condo.id } })).data.has_photo).toBe(false);
  });

  it("another condominium's photo is 404 to a resident", async () => {
    const condo = await makeCondominium(t.ctx);
    await upload(condo.id, roles.super.token, 'house.png', TINY_PNG);
    const user = await makeUser(t.ctx, {});
    const token = await t.tokenFor(user.id);
    expect((await t.as(token).condominiums.photo({ params: { id: condo.id } })).status).toBe(404);
    expect((await upload(condo.id, token, 'house.png', TINY_PNG)).status).toBe(404);
  });
});

describe('condominium projects', () => {
  it('links a project; project answers carry condominiumProject; the condominium lists it', async () => {
    const condo = await makeCondominium(t.ctx, 'As Oy Linkki');
    const project = await createProject(t, roles.super.token, { type: 'condominium' });
    expect(project.condominiumProject).toBeNull();
    const linked = await t
      .as(roles.ownerManager)
      .condominiums.linkProject({ body: { condominium_id: condo.id, project_id: project.id } });
    expect(linked.data).toMatchObject({
      condominium_id: condo.id,
      project_id: project.id,
      condominium_name: 'As Oy Linkki',
    });
    const read = await t.as(roles.super).projects.get({ params: { id: project.id } });
    expect(read.data.condominiumProject).toMatchObject({ condominium_id: condo.id });
    const listed = await t.as(roles.super).projects.list({ query: { search: project.code } });
    expect(listed.data[0].condominiumProject?.condominium_id).toBe(condo.id);
    const projects = await t.as(roles.employee).condominiums.projects({ params: { id: condo.id } });
    expect(projects.data.map((p) => p.id)).toEqual([project.id]);
    // Hidden from a client who is not attached to it.
    expect((await t.as(roles.clientManager).condominiums.projects({ params: { id: condo.id } })).data).toEqual([]);
  });

  it('the create form sets the condominium; another type or an unknown condominium is refused', async () => {
    const condo = await makeCondominium(t.ctx);
    const made = await createProject(t, roles.super.token, { type: 'condominium', condominium_id: condo.id });
    expect(made.condominiumProject?.condominium_id).toBe(condo.id);
    const marine = await createProject(t, roles.super.token, { type: 'marine' });
    const wrong = await t
      .as(roles.super)
      .condominiums.linkProject({ body: { condominium_id: condo.id, project_id: marine.id } });
    expect(wrong.status).toBe(422);
    const missing = await t
      .as(roles.super)
      .condominiums.linkProject({ body: { condominium_id: 2_000_000_000, project_id: made.id } });
    expect(missing.status).toBe(404);
  });
});
