import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RoleUsers, signInEveryRole } from '../../test/authorization';
import { createTestApp, makeCompany, makeUser, type TestApp } from '../../test/harness';
import { companyRoleId, defaultSubtypeId, unique } from '../../test/project-factories';

/*
 * No directory of other companies (DECISIONS.md "Who may write"): a user who is not on the owner
 * side (not Super, not of an owner-type company) sees only their own companies' roles and grants,
 * even when they administer grants (a global owner who manages a client company).
 */

let t: TestApp;
let roles: RoleUsers;
let admin: string;
/** Global owner and manager of a client company: an owner-manager, but not on the owner side. */
let outsider: string;
let clientCompanyId: number;
let defaultFolderId: number;
let ownerGrantId: number;
let clientGrantId: number;

beforeAll(async () => {
  t = await createTestApp();
  roles = await signInEveryRole(t);
  admin = roles.ownerManager.token;
  clientCompanyId = (await makeCompany(t.ctx, 'client')).id;
  const user = await makeUser(t.ctx, { companyId: clientCompanyId, roles: ['manager'], isOwner: true });
  outsider = await t.tokenFor(user.id);

  const folder = await t
    .as(admin)
    .defaultFolders.create({ body: { name: unique('DF'), project_subtype_id: await defaultSubtypeId(t, admin) } });
  defaultFolderId = folder.data.id;
  const grantTo = async (roleId: number) => {
    const res = await t.as(admin).permissions.createContent({
      body: { role_id: roleId, content_type: 'DefaultFolder', content_id: defaultFolderId },
    });
    expect(res.status, res.body).toBe(201);
    return res.data.id;
  };
  ownerGrantId = await grantTo(await companyRoleId(t, admin, roles.manager.companyId, 'manager'));
  clientGrantId = await grantTo(await companyRoleId(t, admin, clientCompanyId, 'employee'));
});
afterAll(() => t.close());

describe('no directory of other companies', () => {
  it('GET roles: the owner side sees every company, others only their own', async () => {
    const all = (await t.as(admin).permissions.roles()).data;
    expect(new Set(all.map((r) => r.company_id)).size).toBeGreaterThan(1);
    const own = await t.as(outsider).permissions.roles();
    expect(own.status).toBe(200);
    const rows = own.data;
    expect(rows).toHaveLength(3);
    expect(rows.every((r) => r.company_id === clientCompanyId)).toBe(true);
    expect(own.json().meta.total).toBe(3);
    const other = await t.as(outsider).permissions.roles({ query: { company_id: roles.manager.companyId } });
    expect(other.data).toEqual([]);
  });

  it("GET roles_typed: only the typed roles of the user's own company types", async () => {
    const all = (await t.as(admin).permissions.typedRoles()).data;
    expect(new Set(all.map((r) => r.company_type))).toEqual(new Set(['owner', 'client', 'subcontractor']));
    const own = (await t.as(outsider).permissions.typedRoles()).data;
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((r) => r.company_type === 'client')).toBe(true);
  });

  it("GET content-permissions: only grants to the user's own companies' roles", async () => {
    const grants = (token: string) =>
      t.as(token).permissions.listContent({ query: { content_type: 'DefaultFolder', content_id: defaultFolderId } });
    const all = (await grants(admin)).data;
    expect(all.map((g) => g.id).sort()).toEqual([ownerGrantId, clientGrantId].sort());
    const own = await grants(outsider);
    expect(own.status).toBe(200);
    expect(own.data.map((g) => g.id)).toEqual([clientGrantId]);
    const everything = await t.as(outsider).permissions.listContent();
    expect(everything.data.every((g) => g.role.company_id === clientCompanyId)).toBe(true);
  });

  it("another company's role or grant does not exist for them", async () => {
    const ownerRoleId = await companyRoleId(t, admin, roles.manager.companyId, 'editor');
    const post = await t.as(outsider).permissions.createContent({
      body: { role_id: ownerRoleId, content_type: 'DefaultFolder', content_id: defaultFolderId },
    });
    expect(post.status).toBe(422);
    expect(post.error.fields).toEqual({ role_id: ['role-not-found'] });
    const del = await t.as(outsider).permissions.deleteContent({ params: { id: ownerGrantId } });
    expect(del.status).toBe(404);
    // Their own company's grant they may remove.
    const own = await t.as(outsider).permissions.deleteContent({ params: { id: clientGrantId } });
    expect(own.status).toBe(200);
  });
});
