import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { malformed } from '../../test/api-client';
import { createTestApp, makeCompany, makeUser, type TestApp } from '../../test/harness';
import { rejectedRows } from '../../test/import-rows';
import { form } from '../../test/multipart';

/**
 * DECISIONS.md "Who may write": a user who is not on the owner side (Super or a user of an
 * owner-type company) sees only their own company's companies, roles and users, even when they
 * hold the administration's permissions (an owner-manager of a client company).
 */
let t: TestApp;
let client: { id: number; code: string | null };
let other: { id: number; code: string | null };
let owner: { id: number };
let clientAdmin: { id: number; token: string };
let ownerAdmin: { id: number; token: string };
let outsider: { id: number };
let colleague: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  owner = await makeCompany(t.ctx, 'owner');
  client = await makeCompany(t.ctx, 'client');
  other = await makeCompany(t.ctx, 'subcontractor');
  // Global owner role + manager: an owner-manager, holding companies.manage and users.manage, but
  // of a client company, so not on the owner side.
  const admin = await makeUser(t.ctx, { companyId: client.id, roles: ['manager'], isOwner: true });
  clientAdmin = { id: admin.id, token: await t.tokenFor(admin.id) };
  const om = await makeUser(t.ctx, { companyId: owner.id, roles: ['manager'], isOwner: true });
  ownerAdmin = { id: om.id, token: await t.tokenFor(om.id) };
  outsider = await makeUser(t.ctx, { companyId: other.id });
  colleague = await makeUser(t.ctx, { companyId: client.id });
});
afterAll(() => t.close());

describe('no directory of other companies', () => {
  it('lists only their own companies in GET companies', async () => {
    const res = await t.as(clientAdmin).companies.list();
    expect(res.status).toBe(200);
    expect(res.data.map((c) => c.id)).toEqual([client.id]);
    const all = await t.as(ownerAdmin).companies.list();
    expect(all.data.map((c) => c.id)).toEqual(expect.arrayContaining([client.id, other.id]));
  });

  it('answers 404 for another company and its users, as for one that does not exist', async () => {
    expect((await t.as(clientAdmin).companies.get({ params: { id: other.id } })).status).toBe(404);
    expect((await t.as(clientAdmin).companyUsers.list({ params: { id: other.id } })).status).toBe(404);
    const missing = await t.as(clientAdmin).companyUsers.list({ params: { id: 2000000000 } });
    expect(missing.status).toBe(404);
    const own = await t.as(clientAdmin).companyUsers.list({ params: { id: client.id } });
    expect(own.status).toBe(200);
  });

  it('answers 404 for a user in no shared company, and lists only their own users', async () => {
    const res = await t.as(clientAdmin).users.get({ params: { id: outsider.id } });
    expect(res.status).toBe(404);
    expect((await t.as(clientAdmin).users.get({ params: { id: colleague.id } })).status).toBe(200);
    const list = await t.as(clientAdmin).users.list();
    expect(list.status).toBe(200);
    const ids = list.data.map((u) => u.id);
    expect(ids).toEqual(expect.arrayContaining([clientAdmin.id, colleague.id]));
    expect(ids).not.toContain(outsider.id);
    expect(ids).not.toContain(ownerAdmin.id);
  });

  it("never names another company in a user's companies or roles", async () => {
    const both = await makeUser(t.ctx, { companyId: client.id });
    await t
      .as(ownerAdmin)
      .companyUsers.addRole({ params: { id: other.id, userId: both.id }, body: { id: 'employee' } });
    const res = await t.as(clientAdmin).users.get({ params: { id: both.id } });
    expect(res.status).toBe(200);
    const data = res.data;
    expect(data.companies.map((c) => c.id)).toEqual([client.id]);
    expect(data.roles.every((r) => r.company_id === client.id)).toBe(true);
    // A user of two companies is not the client manager's to change alone.
    expect(data.can).toMatchObject({ read: true, update: false, delete: false });
  });

  it('refuses another company in the users import exactly as a company that does not exist', async () => {
    const csv = `email,name,company_code\nx-${client.id}@example.test,X,${other.code}\ny-${client.id}@example.test,Y,NO-SUCH-CODE\n`;
    const formData = form({ csv_data: { filename: 'users.csv', contentType: 'text/csv', content: csv } });
    const res = await t.as(clientAdmin).csvImports.upload({ params: { kind: 'users' }, formData });
    expect(res.status).toBe(422);
    const problems = rejectedRows(res).map((e) => `${e.row}:${e.message}`);
    expect(problems).toEqual(['2:company-not-found', '3:company-not-found']);
  });
});

describe('can', () => {
  it('says what the caller may do with each company and company user', async () => {
    const list = await t.as(ownerAdmin).companies.list();
    const clientRow = list.data.find((c) => c.id === client.id);
    expect(clientRow?.can).toEqual({ read: true, update: true, updateType: true, delete: true, manageUsers: true });
    const own = await t.as(clientAdmin).companies.get({ params: { id: client.id } });
    expect(own.data.can).toMatchObject({ update: true, manageUsers: true });
    const users = await t.as(clientAdmin).companyUsers.list({ params: { id: client.id } });
    const self = users.data.find((u) => u.id === clientAdmin.id);
    const mate = users.data.find((u) => u.id === colleague.id);
    expect(mate?.can).toMatchObject({
      update: true,
      changeMembership: true,
      resetPassword: true,
      setGlobalRoles: false,
    });
    // The caller holds a global role: only a user administrator changes their membership.
    expect(self?.can.setGlobalRoles).toBe(false);
  });
});

describe('input that cannot be stored', () => {
  const request = (body: Record<string, unknown>) =>
    t.api.userRequests.submit({ body: malformed({ name: 'Asker', email: 'asker@example.test', ...body }) });

  it('answers 422 on POST portal/user for an id out of range, NUL or a lone surrogate', async () => {
    for (const body of [
      { company_id: 2147483648 },
      { company_id: '2147483648' },
      { name: 'A\u0000B' },
      { message: 'half \ud800 pair' },
      { company_name: 'x\udfff' },
      { phone: '040\u0000' },
    ]) {
      const res = await request(body);
      expect(res.status, JSON.stringify(body)).toBe(422);
    }
  });

  it('answers 404 for a path id of 2³¹ or more', async () => {
    const api = t.as(ownerAdmin);
    for (const res of [
      await api.companies.get({ params: { id: 2147483648 } }),
      await api.users.get({ params: { id: 2147483648 } }),
      await api.userCategories.delete({ params: { id: 99999999999 } }),
    ]) {
      expect(res.status, res.url).toBe(404);
    }
  });

  it('answers 422 for NUL in a company or user body', async () => {
    const company = await t
      .as(ownerAdmin)
      .companies.create({ body: { name: 'Nul\u0000 Oy', code: 'NUL', type: 'client' } });
    expect(company.status).toBe(422);
    const user = await t
      .as(ownerAdmin)
      .companyUsers.create({ params: { id: client.id }, body: { name: 'Lone \ud800', email: 'lone@example.test' } });
    expect(user.status).toBe(422);
    const category = await t.as(ownerAdmin).userCategories.create({ body: { name: '\u0000' } });
    expect(category.status).toBe(422);
  });
});
