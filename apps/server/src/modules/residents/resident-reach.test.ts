import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../test/api-client';
import { type RoleUsers, signInEveryRole } from '../../test/authorization';
import { makeDocument } from '../../test/document-factories';
import { createTestApp, makeUser, type TestApp } from '../../test/harness';
import { addApartmentUser, addCondominiumUser, makeApartment, makeCondominium } from '../../test/membership-factories';
import { attachCompany, createProject } from '../../test/project-factories';

/*
 * DECISIONS.md "Apartment residents": residents see only what their memberships give. Every staff
 * list and every staff resource answers them 404, as if it did not exist; the globals, their own
 * account, their apartment and its condominium's notifications stay open.
 */

let t: TestApp;
let roles: RoleUsers;
let projectId: number;
let documentId: number;
let owner: string;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  roles = await signInEveryRole(t);
  projectId = (await createProject(t, roles.super.token, { name: 'Staff project' })).id;
  await attachCompany(t, roles.super.token, projectId, roles.clientManager.companyId);
  documentId = (await makeDocument(t.ctx, projectId)).id;
  const condo = await makeCondominium(t.ctx);
  const apt = await makeApartment(t.ctx, condo.id);
  const ownerUser = await makeUser(t.ctx, {});
  await addApartmentUser(t.ctx, apt.id, ownerUser.id, 'owner');
  owner = await t.tokenFor(ownerUser.id);
  const adminUser = await makeUser(t.ctx, {});
  await addCondominiumUser(t.ctx, condo.id, adminUser.id, 'admin');
  admin = await t.tokenFor(adminUser.id);
});
afterAll(() => t.close());

const staffCalls: [string, (api: ApiClient) => Promise<{ status: number }>][] = [
  ['GET projects', (api) => api.projects.list()],
  ['GET projects/{id}', (api) => api.projects.get({ params: { id: projectId } })],
  ['GET projects/{id}/folders', (api) => api.folders.list({ params: { id: projectId } })],
  ['GET projects/{id}/documents', (api) => api.documents.list({ params: { id: projectId } })],
  ['GET documents/{id}', (api) => api.documents.get({ params: { id: documentId } })],
  ['GET projects/{id}/contacts', (api) => api.contacts.list({ params: { id: projectId } })],
  ['GET companies', (api) => api.companies.list()],
  ['GET companies/{id}', (api) => api.companies.get({ params: { id: roles.manager.companyId } })],
  ['GET users', (api) => api.users.list()],
  ['GET users/{id}', (api) => api.users.get({ params: { id: roles.manager.id } })],
  ['GET usercategories', (api) => api.userCategories.list()],
  ['GET summaryviews', (api) => api.summaryViews.list()],
  ['GET document-types', (api) => api.documentTypes.list()],
  ['GET mobilelinks', (api) => api.mobileLinks.list()],
  ['POST search', (api) => api.search.search({ body: { query: 'anything' } })],
];

describe('a resident', () => {
  for (const [name, call] of staffCalls) {
    it(`gets 404 on ${name}`, async () => {
      expect((await call(t.as(owner))).status, 'owner').toBe(404);
      expect((await call(t.as(admin))).status, 'condominium admin').toBe(404);
      // Staff are not affected.
      expect((await call(t.as(roles.super))).status, 'super').toBeLessThan(300);
    });
  }

  it('still reads the globals and the own account', async () => {
    const api = t.as(owner);
    expect((await api.auth.currentUser()).status).toBe(200);
    expect((await api.configuration.configuration()).status).toBe(200);
    expect((await api.fields.list()).status).toBe(200);
    expect((await api.configuration.userTypes()).status).toBe(200);
    expect((await api.configuration.companyTypes()).status).toBe(200);
  });
});
