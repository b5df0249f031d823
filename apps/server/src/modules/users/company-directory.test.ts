import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, makeCompany, makeUser, type TestApp } from '../../test/harness';
import { multipartBody } from '../../test/multipart';

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
  clientAdmin = { id: admin.id, token: await t.login(admin.email) };
  const om = await makeUser(t.ctx, { companyId: owner.id, roles: ['manager'], isOwner: true });
  ownerAdmin = { id: om.id, token: await t.login(om.email) };
  outsider = await makeUser(t.ctx, { companyId: other.id });
  colleague = await makeUser(t.ctx, { companyId: client.id });
});
afterAll(() => t.close());

describe('no directory of other companies', () => {
  it('lists only their own companies in GET companies', async () => {
    const res = await t.call('GET', '/api/v1/companies', { token: clientAdmin.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((c: { id: number }) => c.id)).toEqual([client.id]);
    const all = await t.call('GET', '/api/v1/companies', { token: ownerAdmin.token });
    expect(all.json().data.map((c: { id: number }) => c.id)).toEqual(expect.arrayContaining([client.id, other.id]));
  });

  it('answers 404 for another company and its users, as for one that does not exist', async () => {
    for (const url of [`/api/v1/companies/${other.id}`, `/api/v1/companies/${other.id}/users`]) {
      const res = await t.call('GET', url, { token: clientAdmin.token });
      expect(res.statusCode, url).toBe(404);
    }
    const missing = await t.call('GET', '/api/v1/companies/2000000000/users', { token: clientAdmin.token });
    expect(missing.statusCode).toBe(404);
    const own = await t.call('GET', `/api/v1/companies/${client.id}/users`, { token: clientAdmin.token });
    expect(own.statusCode).toBe(200);
  });

  it('answers 404 for a user in no shared company, and lists only their own users', async () => {
    const res = await t.call('GET', `/api/v1/users/${outsider.id}`, { token: clientAdmin.token });
    expect(res.statusCode).toBe(404);
    expect((await t.call('GET', `/api/v1/users/${colleague.id}`, { token: clientAdmin.token })).statusCode).toBe(200);
    const list = await t.call('GET', '/api/v1/users', { token: clientAdmin.token });
    expect(list.statusCode).toBe(200);
    const ids = list.json().data.map((u: { id: number }) => u.id);
    expect(ids).toEqual(expect.arrayContaining([clientAdmin.id, colleague.id]));
    expect(ids).not.toContain(outsider.id);
    expect(ids).not.toContain(ownerAdmin.id);
  });

  it("never names another company in a user's companies or roles", async () => {
    const both = await makeUser(t.ctx, { companyId: client.id });
    await t.call('POST', `/api/v1/companies/${other.id}/users/${both.id}/roles`, {
      token: ownerAdmin.token,
      body: { id: 'employee' },
    });
    const res = await t.call('GET', `/api/v1/users/${both.id}`, { token: clientAdmin.token });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.companies.map((c: { id: number }) => c.id)).toEqual([client.id]);
    expect(data.roles.every((r: { company_id: number }) => r.company_id === client.id)).toBe(true);
    // A user of two companies is not the client manager's to change alone.
    expect(data.can).toMatchObject({ read: true, update: false, delete: false });
  });

  it('refuses another company in the users import exactly as a company that does not exist', async () => {
    const csv = `email,name,company_code\nx-${client.id}@example.test,X,${other.code}\ny-${client.id}@example.test,Y,NO-SUCH-CODE\n`;
    const { body, headers } = multipartBody([
      { name: 'csv_data', filename: 'users.csv', contentType: 'text/csv', content: csv },
    ]);
    const res = await t.call('POST', '/api/v1/import/csv/users', { token: clientAdmin.token, body, headers });
    expect(res.statusCode).toBe(422);
    const problems = res.json().data.errors.map((e: { row: number; message: string }) => `${e.row}:${e.message}`);
    expect(problems).toEqual(['2:company-not-found', '3:company-not-found']);
  });
});

describe('can', () => {
  it('says what the caller may do with each company and company user', async () => {
    const list = await t.call('GET', '/api/v1/companies', { token: ownerAdmin.token });
    const clientRow = list.json().data.find((c: { id: number }) => c.id === client.id);
    expect(clientRow.can).toEqual({ read: true, update: true, updateType: true, delete: true, manageUsers: true });
    const own = await t.call('GET', `/api/v1/companies/${client.id}`, { token: clientAdmin.token });
    expect(own.json().data.can).toMatchObject({ update: true, manageUsers: true });
    const users = await t.call('GET', `/api/v1/companies/${client.id}/users`, { token: clientAdmin.token });
    const self = users.json().data.find((u: { id: number }) => u.id === clientAdmin.id);
    const mate = users.json().data.find((u: { id: number }) => u.id === colleague.id);
    expect(mate.can).toMatchObject({
      update: true,
      changeMembership: true,
      resetPassword: true,
      setGlobalRoles: false,
    });
    // The caller holds a global role: only a user administrator changes their membership.
    expect(self.can.setGlobalRoles).toBe(false);
  });
});

describe('input that cannot be stored', () => {
  const request = (body: Record<string, unknown>) =>
    t.call('POST', '/api/v1/portal/user', { body: { name: 'Asker', email: 'asker@example.test', ...body } });

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
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
    }
  });

  it('answers 404 for a path id of 2³¹ or more', async () => {
    for (const url of [
      '/api/v1/companies/2147483648',
      '/api/v1/users/2147483648',
      '/api/v1/usercategories/99999999999',
    ]) {
      const method = url.includes('usercategories') ? 'DELETE' : 'GET';
      const res = await t.call(method, url, { token: ownerAdmin.token });
      expect(res.statusCode, url).toBe(404);
    }
  });

  it('answers 422 for NUL in a company or user body', async () => {
    const company = await t.call('POST', '/api/v1/companies', {
      token: ownerAdmin.token,
      body: { name: 'Nul\u0000 Oy', code: 'NUL', type: 'client' },
    });
    expect(company.statusCode).toBe(422);
    const user = await t.call('POST', `/api/v1/companies/${client.id}/users`, {
      token: ownerAdmin.token,
      body: { name: 'Lone \ud800', email: 'lone@example.test' },
    });
    expect(user.statusCode).toBe(422);
    const category = await t.call('POST', '/api/v1/usercategories', {
      token: ownerAdmin.token,
      body: { name: '\u0000' },
    });
    expect(category.statusCode).toBe(422);
  });
});
