import type { Document, Project } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { documentViewer } from '../../platform/access/viewers';
import { findUsersWithPermission } from '../../platform/auth/users-with-permission';
import { documentTypes } from '../../platform/db/schema';
import type { Publisher } from '../../platform/realtime/publisher';
import { type RoleUsers, signInEveryRole } from '../../test/authorization';
import { createTestApp, makeUser, type TestApp } from '../../test/harness';
import { form, TINY_PNG } from '../../test/multipart';
import { attachCompany, companyRoleId, createFolder, createProject, grant } from '../../test/project-factories';
import { documentAudience } from './document-audience.access';
import { processDocumentFile } from './documents.jobs';
import { findVisibleDocuments } from './documents.repo';

/*
 * Issue 16, "Real-time events tell of hidden documents": DOCUMENT_CREATED, _UPDATED and _DELETED
 * reach only those who may see the document, on their own channel; the project's channel, which
 * every member may join, carries none of them.
 */

let t: TestApp;
let roles: RoleUsers;
let admin: string;
let typeId: number;
let events: { channel: string; event: string; payload: unknown }[] = [];
let original: Publisher['publish'];

beforeAll(async () => {
  t = await createTestApp();
  roles = await signInEveryRole(t);
  admin = roles.ownerManager.token;
  const [type] = await t.ctx.db.select().from(documentTypes).where(eq(documentTypes.isDefault, true));
  typeId = type.id;
  original = t.ctx.publisher.publish;
  t.ctx.publisher.publish = async (channel, event, payload) => {
    events.push({ channel, event, payload });
  };
});
afterEach(() => {
  events = [];
});
afterAll(async () => {
  t.ctx.publisher.publish = original;
  await t.close();
});

async function sharedProject(): Promise<Project> {
  const project = await createProject(t, admin);
  await attachCompany(t, admin, project.id, roles.subcontractorEmployee.companyId);
  return project;
}

async function upload(projectId: number, folderId = 0): Promise<Document> {
  const res = await t.as(admin).documents.upload({
    params: { id: projectId },
    formData: form({
      documentTypeId: typeId,
      folderId,
      file: { filename: 'site.png', contentType: 'image/png', content: TINY_PNG },
    }),
  });
  expect(res.status, res.body).toBe(201);
  return res.data;
}

/** The users told of `event` for document `id`, once the owner-manager (who sees everything) has been. */
async function toldOf(event: string, projectId: number, id: number): Promise<number[]> {
  const heard = () =>
    events.filter((e) => e.event === event && (e.payload as { id: number }).id === id).map((e) => e.channel);
  await vi.waitFor(() => expect(heard()).toContain(`private-user.${roles.ownerManager.id}`), { timeout: 10_000 });
  const audience = await documentAudience(t.ctx.db, projectId, [id]);
  // Every announcement of one change goes out together: wait for all of those the audience names.
  await vi.waitFor(() => expect(heard()).toHaveLength(audience.size), { timeout: 10_000 });
  return heard().map((channel) => Number(channel.replace('private-user.', '')));
}

describe('document events go only to those who may see the document', () => {
  it('a document in a folder hidden from a member: created, processed, updated, deleted', async () => {
    const project = await sharedProject();
    const hidden = await createFolder(t, admin, project.id);
    const sub = roles.subcontractorEmployee.id;

    const doc = await upload(project.id, hidden.id);
    const created = await toldOf('DOCUMENT_CREATED', project.id, doc.id);
    expect(created).toContain(roles.employee.id);
    expect(created).not.toContain(sub);

    await processDocumentFile(t.ctx, doc.files[0].id);
    expect(await toldOf('DOCUMENT_UPDATED', project.id, doc.id)).not.toContain(sub);
    events = [];

    const put = await t.as(admin).documents.update({
      params: { id: project.id, documentId: doc.id },
      body: { group: 'g' },
    });
    expect(put.status).toBe(200);
    expect(await toldOf('DOCUMENT_UPDATED', project.id, doc.id)).not.toContain(sub);

    const del = await t.as(admin).documents.delete({ params: { id: project.id, documentId: doc.id } });
    expect(del.status).toBe(200);
    expect(await toldOf('DOCUMENT_DELETED', project.id, doc.id)).not.toContain(sub);
    expect(events.filter((e) => e.channel.startsWith('private-project.'))).toEqual([]);
  });

  it('a document in the main folder reaches the member, on their own channel', async () => {
    const project = await sharedProject();
    const doc = await upload(project.id);
    const told = await toldOf('DOCUMENT_CREATED', project.id, doc.id);
    expect(told).toEqual(expect.arrayContaining([roles.subcontractorEmployee.id, roles.employee.id, roles.super.id]));
    // A client manager whose company is not attached hears nothing.
    expect(told).not.toContain(roles.clientManager.id);
    expect(events.filter((e) => e.channel.startsWith('private-project.'))).toEqual([]);
    expect(events[0].payload).toEqual({ id: doc.id, project_id: project.id });
  });

  it('a move into a hidden folder is told to those who saw the document before it', async () => {
    const project = await sharedProject();
    const hidden = await createFolder(t, admin, project.id);
    const doc = await upload(project.id);
    await toldOf('DOCUMENT_CREATED', project.id, doc.id);
    events = [];
    const moved = await t.as(admin).documents.move({
      params: { id: project.id, documentId: doc.id },
      body: { folder_id: hidden.id, project_id: project.id },
    });
    expect(moved.status).toBe(200);
    await vi.waitFor(
      () => expect(events.map((e) => e.channel)).toContain(`private-user.${roles.subcontractorEmployee.id}`),
      { timeout: 10_000 },
    );
    // Later changes inside the hidden folder no longer reach them.
    events = [];
    await t.as(admin).documents.update({ params: { id: project.id, documentId: doc.id }, body: { group: 'h' } });
    expect(await toldOf('DOCUMENT_UPDATED', project.id, doc.id)).not.toContain(roles.subcontractorEmployee.id);
  });

  it('an accepted delete request is told only to those who see the document', async () => {
    const project = await sharedProject();
    const hidden = await createFolder(t, admin, project.id);
    const doc = await upload(project.id, hidden.id);
    await toldOf('DOCUMENT_CREATED', project.id, doc.id);
    events = [];
    const asked = await t.as(roles.employee).deleteRequests.create({ body: { document_id: doc.id } });
    expect(asked.status, asked.body).toBeLessThan(300);
    const accepted = await t.as(admin).deleteRequests.accept({ params: { id: asked.data.id } });
    expect(accepted.status, accepted.body).toBe(200);
    expect(await toldOf('DOCUMENT_DELETED', project.id, doc.id)).not.toContain(roles.subcontractorEmployee.id);
  });
});

describe('the audience', () => {
  it('is exactly the users who may read the document, grouped or not', async () => {
    const project = await sharedProject();
    const hidden = await createFolder(t, admin, project.id);
    const granted = await createFolder(t, admin, project.id);
    // Two users of the subcontractor who see alike but for a grant to the manager role only.
    const subCompany = roles.subcontractorEmployee.companyId;
    const subManager = await makeUser(t.ctx, { companyId: subCompany, roles: ['manager'] });
    await grant(t, admin, await companyRoleId(t, admin, subCompany, 'manager'), 'Folder', granted.id);
    const docs = [await upload(project.id), await upload(project.id, hidden.id), await upload(project.id, granted.id)];
    // Everyone who may read documents at all, checked one by one as a request of theirs would be.
    const readers = await findUsersWithPermission(t.ctx.db, 'documents.access');
    expect(readers.map((u) => u.id)).toEqual(expect.arrayContaining([subManager.id, roles.subcontractorEmployee.id]));
    for (const doc of docs) {
      const audience = await documentAudience(t.ctx.db, project.id, [doc.id]);
      for (const user of readers) {
        const sees = (await findVisibleDocuments(t.ctx.db, documentViewer(user), [doc.id], { lock: false })).length > 0;
        expect(audience.has(user.id), `user ${user.id}, document ${doc.id}`).toBe(sees);
      }
    }
    expect((await documentAudience(t.ctx.db, project.id, [docs[2].id])).has(subManager.id)).toBe(true);
    expect((await documentAudience(t.ctx.db, project.id, [docs[2].id])).has(roles.subcontractorEmployee.id)).toBe(
      false,
    );
  });
});
