import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { malformed } from '../../test/api-client';
import { byRole, expectAuthorizationRow, type RoleUsers, signInEveryRole, statusRow } from '../../test/authorization';
import { createTestApp, type TestApp } from '../../test/harness';
import { attachCompany, createProject } from '../../test/project-factories';

let t: TestApp;
let roles: RoleUsers;
let projectId: number;
let otherProjectId: number;

/** Anyone who sees the project reads; projects.manage writes (client managers too). */
const READERS = statusRow(200, { anonymous: 401 });
const WRITERS = statusRow(403, { anonymous: 401, super: 200, ownerManager: 200, manager: 200, clientManager: 200 });

const CONTACT = { first_name: 'Maija', last_name: 'Meikäläinen', title: 'Site manager' };

beforeAll(async () => {
  t = await createTestApp();
  roles = await signInEveryRole(t);
  projectId = (await createProject(t, roles.super.token, { name: 'Contacts project' })).id;
  otherProjectId = (await createProject(t, roles.super.token, { name: 'Other contacts project' })).id;
  await attachCompany(t, roles.super.token, projectId, roles.clientManager.companyId);
  await attachCompany(t, roles.super.token, projectId, roles.subcontractorEmployee.companyId);
});
afterAll(() => t.close());

async function makeContact(project = projectId): Promise<number> {
  const res = await t.as(roles.super).contacts.create({ params: { id: project }, body: CONTACT });
  expect(res.status, res.body).toBe(201);
  return res.data.id;
}

describe('authorization', () => {
  it('GET projects/{id}/contacts', async () => {
    await expectAuthorizationRow(t, roles, READERS, (api) => api.contacts.list({ params: { id: projectId } }));
  });

  it('POST projects/{id}/contacts', async () => {
    await expectAuthorizationRow(
      t,
      roles,
      { ...WRITERS, super: 201, ownerManager: 201, manager: 201, clientManager: 201 },
      (api) => api.contacts.create({ params: { id: projectId }, body: CONTACT }),
    );
  });

  it('PUT projects/{id}/contacts/{contactId}', async () => {
    const id = await makeContact();
    await expectAuthorizationRow(t, roles, WRITERS, (api) =>
      api.contacts.update({ params: { id: projectId, contactId: id }, body: { phone: '040 123' } }),
    );
  });

  it('DELETE projects/{id}/contacts/{contactId}', async () => {
    const ids = await byRole(() => makeContact());
    await expectAuthorizationRow(t, roles, WRITERS, (api, role) =>
      api.contacts.delete({ params: { id: projectId, contactId: ids[role] } }),
    );
  });

  it('a project the caller does not see is 404, for reading and writing', async () => {
    const hidden = await createProject(t, roles.super.token, { name: 'Hidden contacts project' });
    const list = await t.as(roles.clientManager).contacts.list({ params: { id: hidden.id } });
    expect(list.status).toBe(404);
    const create = await t.as(roles.clientManager).contacts.create({ params: { id: hidden.id }, body: CONTACT });
    expect(create.status).toBe(404);
  });
});

describe('contacts', () => {
  it('creates, lists with can, edits and deletes', async () => {
    const created = await t.as(roles.manager).contacts.create({
      params: { id: projectId },
      body: { ...CONTACT, phone: ' +358 40 1 ', email: 'maija@example.test' },
    });
    expect(created.data).toMatchObject({ ...CONTACT, phone: '+358 40 1', email: 'maija@example.test' });
    const asManager = await t.as(roles.manager).contacts.list({ params: { id: projectId } });
    expect(asManager.json().can).toEqual({ create: true });
    expect(asManager.data.find((c) => c.id === created.data.id)?.can).toEqual({ update: true, delete: true });
    const asEmployee = await t.as(roles.employee).contacts.list({ params: { id: projectId } });
    expect(asEmployee.json().can).toEqual({ create: false });
    expect(asEmployee.data.find((c) => c.id === created.data.id)?.can).toEqual({ update: false, delete: false });

    const edited = await t.as(roles.manager).contacts.update({
      params: { id: projectId, contactId: created.data.id },
      body: { title: '', email: 'new@example.test' },
    });
    expect(edited.data).toMatchObject({ first_name: 'Maija', title: '', email: 'new@example.test' });

    const gone = await t.as(roles.manager).contacts.delete({ params: { id: projectId, contactId: created.data.id } });
    expect(gone.status).toBe(200);
    const after = await t.as(roles.manager).contacts.list({ params: { id: projectId } });
    expect(after.data.some((c) => c.id === created.data.id)).toBe(false);
  });

  it('first name, last name and title are required on create ("required" under each)', async () => {
    const res = await t.as(roles.manager).contacts.create({
      params: { id: projectId },
      body: { first_name: ' ', last_name: malformed(undefined), title: malformed(null), phone: 'x' },
    });
    expect(res.status).toBe(422);
    expect(res.errorBody.errors.fields?.first_name).toEqual(['required']);
    expect(Object.keys(res.errorBody.errors.fields ?? {})).toEqual(
      expect.arrayContaining(['first_name', 'last_name', 'title']),
    );
  });

  it("another project's contact is 404 through this project", async () => {
    const foreign = await makeContact(otherProjectId);
    const edit = await t
      .as(roles.super)
      .contacts.update({ params: { id: projectId, contactId: foreign }, body: { phone: '1' } });
    expect(edit.status).toBe(404);
    const del = await t.as(roles.super).contacts.delete({ params: { id: projectId, contactId: foreign } });
    expect(del.status).toBe(404);
  });
});
