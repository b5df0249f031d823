import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Role, type RoleUser, signInEveryRole } from '../../test/authorization';
import { createTestApp, makeCompany, makeUser, type TestApp } from '../../test/harness';
import { companyRoleId, defaultSubtypeId, unique } from '../../test/project-factories';

/*
 * No directory of other companies (DECISIONS.md "Who may write"): a user who is not on the owner
 * side (not Super, not of an owner-type company) sees only their own companies' roles and grants,
 * even when they administer grants (a global owner who manages a client company).
 */

let t: TestApp;
let roles: Record<Role, RoleUser>;
let admin: string;
/** Global owner and manager of a client company: an owner-manager, but not on the owner side. */
let outsider: string;
let clientCompanyId: number;
let defaultFolderId: number;
let ownerGrantId: number;
let clientGrantId: number;

type Row = { company_id: number; company_type: string };

beforeAll(async () => {
  t = await createTestApp();
  roles = await signInEveryRole(t);
  admin = roles.ownerManager.token!;
  clientCompanyId = (await makeCompany(t.ctx, 'client')).id;
  const user = await makeUser(t.ctx, { companyId: clientCompanyId, roles: ['manager'], isOwner: true });
  outsider = await t.login(user.email);

  const folder = await t.call('POST', '/api/v1/defaultfolders', {
    token: admin,
    body: { name: unique('DF'), project_subtype_id: await defaultSubtypeId(t, admin) },
  });
  defaultFolderId = folder.json().data.id;
  const grantTo = async (roleId: number) => {
    const res = await t.call('POST', '/api/v1/content-permissions', {
      token: admin,
      body: { role_id: roleId, content_type: 'DefaultFolder', content_id: defaultFolderId },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.id as number;
  };
  ownerGrantId = await grantTo(await companyRoleId(t, admin, roles.manager.companyId!, 'manager'));
  clientGrantId = await grantTo(await companyRoleId(t, admin, clientCompanyId, 'employee'));
});
afterAll(() => t.close());

describe('no directory of other companies', () => {
  it('GET roles: the owner side sees every company, others only their own', async () => {
    const all: Row[] = (await t.call('GET', '/api/v1/roles', { token: admin })).json().data;
    expect(new Set(all.map((r) => r.company_id)).size).toBeGreaterThan(1);
    const own = await t.call('GET', '/api/v1/roles', { token: outsider });
    expect(own.statusCode).toBe(200);
    const rows: Row[] = own.json().data;
    expect(rows).toHaveLength(3);
    expect(rows.every((r) => r.company_id === clientCompanyId)).toBe(true);
    expect(own.json().meta.total).toBe(3);
    const other = await t.call('GET', `/api/v1/roles?company_id=${roles.manager.companyId}`, { token: outsider });
    expect(other.json().data).toEqual([]);
  });

  it("GET roles_typed: only the typed roles of the user's own company types", async () => {
    const all: Row[] = (await t.call('GET', '/api/v1/roles_typed', { token: admin })).json().data;
    expect(new Set(all.map((r) => r.company_type))).toEqual(new Set(['owner', 'client', 'subcontractor']));
    const own: Row[] = (await t.call('GET', '/api/v1/roles_typed', { token: outsider })).json().data;
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((r) => r.company_type === 'client')).toBe(true);
  });

  it("GET content-permissions: only grants to the user's own companies' roles", async () => {
    const url = `/api/v1/content-permissions?content_type=DefaultFolder&content_id=${defaultFolderId}`;
    const all: { id: number }[] = (await t.call('GET', url, { token: admin })).json().data;
    expect(all.map((g) => g.id).sort()).toEqual([ownerGrantId, clientGrantId].sort());
    const own = await t.call('GET', url, { token: outsider });
    expect(own.statusCode).toBe(200);
    expect(own.json().data.map((g: { id: number }) => g.id)).toEqual([clientGrantId]);
    const everything = await t.call('GET', '/api/v1/content-permissions', { token: outsider });
    expect(everything.json().data.every((g: Row & { role: Row }) => g.role.company_id === clientCompanyId)).toBe(true);
  });

  it("another company's role or grant does not exist for them", async () => {
    const ownerRoleId = await companyRoleId(t, admin, roles.manager.companyId!, 'editor');
    const post = await t.call('POST', '/api/v1/content-permissions', {
      token: outsider,
      body: { role_id: ownerRoleId, content_type: 'DefaultFolder', content_id: defaultFolderId },
    });
    expect(post.statusCode).toBe(422);
    expect(post.json().errors.fields).toEqual({ role_id: ['role-not-found'] });
    const del = await t.call('DELETE', `/api/v1/content-permissions/${ownerGrantId}`, { token: outsider });
    expect(del.statusCode).toBe(404);
    // Their own company's grant they may remove.
    const own = await t.call('DELETE', `/api/v1/content-permissions/${clientGrantId}`, { token: outsider });
    expect(own.statusCode).toBe(200);
  });
});
