import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentDeleteRequests, users } from '../../platform/db/schema';
import {
  byRole,
  expectAuthorizationRow,
  ROLES,
  type Role,
  type RoleUsers,
  signInEveryRole,
} from '../../test/authorization';
import { documentRow, makeDocument } from '../../test/document-factories';
import { createTestApp, type TestApp } from '../../test/harness';
import { attachCompany, createProject } from '../../test/project-factories';

let t: TestApp;
let roles: RoleUsers;
let projectId: number;

const MANAGERS = {
  anonymous: 401,
  super: 200,
  ownerManager: 200,
  manager: 200,
  editor: 403,
  employee: 403,
  clientManager: 200,
  subcontractorEmployee: 403,
};

beforeAll(async () => {
  t = await createTestApp();
  roles = await signInEveryRole(t);
  const project = await createProject(t, roles.super.token, { name: 'Delete requests project' });
  projectId = project.id;
  await attachCompany(t, roles.super.token, projectId, roles.clientManager.companyId);
  await attachCompany(t, roles.super.token, projectId, roles.subcontractorEmployee.companyId);
});
afterAll(() => t.close());

async function request(token: string, documentId: number) {
  return t.as(token).deleteRequests.create({ body: { document_id: documentId } });
}

/** A new document with an open request made by the editor. */
async function openRequest(): Promise<{ id: number; documentId: number }> {
  const doc = await makeDocument(t.ctx, projectId);
  const res = await request(roles.editor.token, doc.id);
  expect(res.status, res.body).toBe(200);
  return { id: res.data.id, documentId: doc.id };
}

const requestsPerRole = () => byRole(async () => (await openRequest()).id);

describe('authorization', () => {
  it('GET document-delete-requests', async () => {
    await expectAuthorizationRow(t, roles, MANAGERS, (api) => api.deleteRequests.list());
  });

  it('POST document-delete-requests: those who see the document but may not delete it', async () => {
    const doc = await makeDocument(t.ctx, projectId);
    await expectAuthorizationRow(
      t,
      roles,
      {
        anonymous: 401,
        super: 403,
        ownerManager: 403,
        manager: 403,
        editor: 200,
        employee: 200,
        clientManager: 403,
        subcontractorEmployee: 200,
      },
      (api) => api.deleteRequests.create({ body: { document_id: doc.id } }),
    );
  });

  it('POST document-delete-requests/{id}/accept', async () => {
    const ids = await requestsPerRole();
    await expectAuthorizationRow(t, roles, MANAGERS, (api, role) =>
      api.deleteRequests.accept({ params: { id: ids[role] } }),
    );
  });

  it('POST document-delete-requests/accept', async () => {
    const ids = await requestsPerRole();
    await expectAuthorizationRow(t, roles, MANAGERS, (api, role) =>
      api.deleteRequests.acceptMany({ body: { ids: [ids[role]] } }),
    );
  });

  it('DELETE document-delete-requests/{id}', async () => {
    const ids = await requestsPerRole();
    await expectAuthorizationRow(t, roles, MANAGERS, (api, role) =>
      api.deleteRequests.reject({ params: { id: ids[role] } }),
    );
  });
});

describe('the delete-request flow', () => {
  it('lists a request with its document, asker and project; a second request answers the open one', async () => {
    const doc = await makeDocument(t.ctx, projectId, { name: 'Crack in the wall' });
    const first = await request(roles.editor.token, doc.id);
    const second = await request(roles.employee.token, doc.id);
    expect(second.data.id).toBe(first.data.id);
    const list = await t.as(roles.manager).deleteRequests.list();
    const found = list.data.filter((r) => r.document.id === doc.id);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      project_id: projectId,
      project: { id: projectId, name: 'Delete requests project' },
      document: { id: doc.id, name: 'Crack in the wall', counter: doc.counter.toString(32), project_id: projectId },
      can: { accept: true, reject: true },
    });
    expect(found[0].created_by?.email).toMatch(/@example\.test$/);
    expect(found[0].document.url).toMatch(new RegExp(`^projects/${projectId}/documents/${doc.id}/files/\\d+\\?v=1$`));
  });

  it('accepting removes the document and hides the request', async () => {
    const { id, documentId } = await openRequest();
    const res = await t.as(roles.manager).deleteRequests.accept({ params: { id } });
    expect(res.status, res.body).toBe(200);
    expect((await documentRow(t.ctx, documentId)).deletedAt).not.toBeNull();
    const [row] = await t.ctx.db.select().from(documentDeleteRequests).where(eq(documentDeleteRequests.id, id));
    expect(row.isDeleted).toBe(true);
    const list = await t.as(roles.manager).deleteRequests.list();
    expect(list.data.map((r) => r.id)).not.toContain(id);
    // Accepted once: a second accept finds no open request; a removed document cannot be asked for (410).
    expect((await t.as(roles.manager).deleteRequests.accept({ params: { id } })).status).toBe(404);
    expect((await request(roles.editor.token, documentId)).status).toBe(410);
  });

  it('rejecting deletes the request and keeps the document', async () => {
    const { id, documentId } = await openRequest();
    const res = await t.as(roles.manager).deleteRequests.reject({ params: { id } });
    expect(res.status, res.body).toBe(200);
    expect((await documentRow(t.ctx, documentId)).deletedAt).toBeNull();
    const rows = await t.ctx.db.select().from(documentDeleteRequests).where(eq(documentDeleteRequests.id, id));
    expect(rows).toHaveLength(0);
    // The document may be asked for again.
    expect((await request(roles.editor.token, documentId)).status).toBe(200);
  });

  it('bulk accept deletes every selected document, all or nothing', async () => {
    const a = await openRequest();
    const b = await openRequest();
    const c = await openRequest();
    const refused = await t.as(roles.manager).deleteRequests.acceptMany({ body: { ids: [c.id, 2_000_000_000] } });
    expect(refused.status).toBe(404);
    expect((await documentRow(t.ctx, c.documentId)).deletedAt).toBeNull();

    const res = await t.as(roles.manager).deleteRequests.acceptMany({ body: { ids: [a.id, b.id] } });
    expect(res.status, res.body).toBe(200);
    expect(res.data.ids.sort()).toEqual([a.id, b.id].sort());
    expect((await documentRow(t.ctx, a.documentId)).deletedAt).not.toBeNull();
    expect((await documentRow(t.ctx, b.documentId)).deletedAt).not.toBeNull();
    expect((await documentRow(t.ctx, c.documentId)).deletedAt).toBeNull();

    const none = await t.as(roles.manager).deleteRequests.acceptMany({ body: { ids: [] } });
    expect(none.status).toBe(422);
    expect(none.error.code).toBe(26);
  });

  it('requests of projects the caller does not see are not listed and are 404', async () => {
    const hidden = await createProject(t, roles.super.token, { name: 'Not for the client' });
    const doc = await makeDocument(t.ctx, hidden.id);
    const asked = await request(roles.editor.token, doc.id);
    expect(asked.status).toBe(200);
    const id = asked.data.id;
    const list = await t.as(roles.clientManager).deleteRequests.list();
    expect(list.data.map((r) => r.id)).not.toContain(id);
    const client = t.as(roles.clientManager);
    expect((await client.deleteRequests.accept({ params: { id } })).status).toBe(404);
    expect((await client.deleteRequests.reject({ params: { id } })).status).toBe(404);
    // A document the asker does not see: 404, as one that does not exist.
    expect((await request(roles.subcontractorEmployee.token, doc.id)).status).toBe(404);
    expect((await request(roles.editor.token, 2_000_000_000)).status).toBe(404);
  });
});

describe('delete requests announced and closed', () => {
  it('announces a new request on the user channel of each user who may handle it, as the inbox lists it', async () => {
    const hidden = await createProject(t, roles.super.token, { name: 'Owner side only' });
    for (const project of [projectId, hidden.id]) {
      const seen: { channel: string; event: string; data: unknown }[] = [];
      const original = t.ctx.publisher.publish.bind(t.ctx.publisher);
      t.ctx.publisher.publish = async (channel, event, data) => {
        seen.push({ channel, event, data });
        return original(channel, event, data);
      };
      const announced = () =>
        seen.filter((e) => e.event === 'DELETE_REQUEST_CREATED' && e.channel.startsWith('private-user.'));
      try {
        const documentId = (await makeDocument(t.ctx, project)).id;
        const res = await request(roles.editor.token, documentId);
        expect(res.status, res.body).toBe(200);
        const id = res.data.id;
        // Who lists the request in their inbox: exactly they are told, on their own channel.
        const listed: Role[] = [];
        for (const role of ROLES) {
          if (role === 'anonymous') continue;
          const list = await t.as(roles[role]).deleteRequests.list();
          if (list.status === 200 && list.data.some((r) => r.id === id)) listed.push(role);
        }
        // The rule is not empty either way: managers on the owner side hear of it, the client only of its project's.
        expect(listed.sort()).toEqual(
          project === projectId
            ? ['clientManager', 'manager', 'ownerManager', 'super']
            : ['manager', 'ownerManager', 'super'],
        );
        // Besides the role users, the installation's own Super (made at first start) sees every request.
        const roleIds = new Set(Object.values(roles).map((r) => r.id));
        const otherSupers = (await t.ctx.db.select({ id: users.id }).from(users).where(eq(users.isSuper, true)))
          .map((u) => u.id)
          .filter((userId) => !roleIds.has(userId));
        const expected = [...listed.map((role) => roles[role].id), ...otherSupers]
          .map((u) => `private-user.${u}`)
          .sort();
        // The notices go out after the answer, one user after another: wait until all have.
        await expect
          .poll(
            () =>
              announced()
                .map((e) => e.channel)
                .sort(),
            { timeout: 5000 },
          )
          .toEqual(expected);
        for (const notice of announced()) expect(notice.data).toEqual({ id, document_id: documentId });
      } finally {
        t.ctx.publisher.publish = original;
      }
      // Never on the project's channel: members who may not see the folder would learn the id.
      expect(
        seen.filter((e) => e.event === 'DELETE_REQUEST_CREATED' && !e.channel.startsWith('private-user.')),
      ).toEqual([]);
    }
  });

  it('removing a document directly closes its open requests', async () => {
    const { id, documentId } = await openRequest();
    const other = await openRequest();
    const one = await t.as(roles.super).documents.delete({ params: { id: projectId, documentId } });
    expect(one.status, one.body).toBe(200);
    const many = await t
      .as(roles.super)
      .documents.deleteMany({ params: { id: projectId }, body: { ids: [other.documentId] } });
    expect(many.status, many.body).toBe(200);
    for (const request of [id, other.id]) {
      const [row] = await t.ctx.db.select().from(documentDeleteRequests).where(eq(documentDeleteRequests.id, request));
      expect(row.isDeleted).toBe(true);
    }
  });
});
