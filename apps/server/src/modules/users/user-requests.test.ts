import type { portalUserRequest } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  byRole,
  expectAuthorizationRow,
  OWNER_MANAGERS_ONLY,
  type RoleUsers,
  signInEveryRole,
} from '../../test/authorization';
import { findOne } from '../../test/find-one';
import { createTestApp, makeUser, type TestApp } from '../../test/harness';
import { waitForMail } from '../../test/mail-capture';

let t: TestApp;
let roles: RoleUsers;
let companyId: number;

beforeAll(async () => {
  t = await createTestApp({ workers: true });
  roles = await signInEveryRole(t);
  companyId = roles.manager.companyId;
});
afterAll(() => t.close());

/** Owner-managers holding users.manage (the seeded owner column grants it; users.test.ts revokes it). */
const OWNER_MANAGERS = OWNER_MANAGERS_ONLY;

async function submit(email: string, extra: Partial<z.input<typeof portalUserRequest>> = {}) {
  return t.api.userRequests.submit({ body: { name: 'Pyytäjä', email, ...extra } });
}

async function pendingIdOf(email: string): Promise<number> {
  const list = (await t.as(roles.super).userRequests.list()).data;
  return findOne(list, (r) => r.email === email).id;
}

const requestsPerRole = () =>
  byRole(async (role) => {
    const email = `request-${role.toLowerCase()}-${Math.random().toString(36).slice(2)}@example.test`;
    await submit(email, { company_id: companyId });
    return pendingIdOf(email);
  });

describe('authorization', () => {
  it('POST portal/user is open to everyone', async () => {
    await expectAuthorizationRow(
      t,
      roles,
      {
        anonymous: 200,
        super: 200,
        ownerManager: 200,
        manager: 200,
        editor: 200,
        employee: 200,
        clientManager: 200,
        subcontractorEmployee: 200,
      },
      (api, role) => api.userRequests.submit({ body: { name: role, email: `open-${role}@example.test` } }),
    );
  });

  it('GET portal/user-requests', async () => {
    await expectAuthorizationRow(t, roles, OWNER_MANAGERS, (api) => api.userRequests.list());
  });

  it('POST portal/user-requests/{id}/approve', async () => {
    const ids = await requestsPerRole();
    await expectAuthorizationRow(t, roles, OWNER_MANAGERS, (api, role) =>
      api.userRequests.approve({ params: { id: ids[role] }, body: undefined }),
    );
  });

  it('POST portal/user-requests/{id}/reject', async () => {
    const ids = await requestsPerRole();
    await expectAuthorizationRow(t, roles, OWNER_MANAGERS, (api, role) =>
      api.userRequests.reject({ params: { id: ids[role] } }),
    );
  });
});

describe('new-user requests', () => {
  it('validates strictly and answers the same whether or not the address has an account', async () => {
    const bad = await t.api.userRequests.submit({ body: { name: '', email: 'not-an-email' } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.error.fields).sort()).toEqual(['email', 'name']);
    const unknownCompany = await submit('someone@example.test', { company_id: 999999 });
    expect(unknownCompany.status).toBe(422);

    const existing = await makeUser(t.ctx);
    const same = await submit(existing.email);
    expect(same.status).toBe(200);
    expect(same.json()).toEqual({ data: { ok: true } });
    const list = (await t.as(roles.super).userRequests.list({ query: { status: 'all' } })).json();
    expect(list.data.some((r) => r.email === existing.email)).toBe(false);
  });

  it('is approved into a company and the new user gets the activation e-mail', async () => {
    await submit('Applicant@Example.test', { company_name: 'Rakennus', message: 'Please', phone: '040 1' });
    await submit('applicant@example.test');
    const list = (await t.as(roles.ownerManager).userRequests.list()).json();
    const mine = list.data.filter((r) => r.email === 'applicant@example.test');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ status: 'pending', company_name: 'Rakennus', message: 'Please', company_id: null });

    const noCompany = await t.as(roles.ownerManager).userRequests.approve({ params: { id: mine[0].id }, body: {} });
    expect(noCompany.status).toBe(422);
    expect(noCompany.error.code).toBe(2);

    const approved = await t
      .as(roles.ownerManager)
      .userRequests.approve({ params: { id: mine[0].id }, body: { company_id: companyId, roles: ['editor'] } });
    expect(approved.status).toBe(200);
    const { request, user } = approved.data;
    expect(request).toMatchObject({ status: 'approved', user_id: user.id });
    expect(user.roles.map((r) => r.name).sort()).toEqual(['editor', 'employee']);
    expect((await waitForMail(t.mails, 'applicant@example.test')).text).toContain('/activate/');

    const again = await t.as(roles.ownerManager).userRequests.reject({ params: { id: mine[0].id } });
    expect(again.status).toBe(409);
  });

  it('is rejected', async () => {
    await submit('rejected@example.test', { company_id: companyId });
    const id = await pendingIdOf('rejected@example.test');
    const res = await t.as(roles.super).userRequests.reject({ params: { id } });
    expect(res.data).toMatchObject({ status: 'rejected', user_id: null });
    const pending = (await t.as(roles.super).userRequests.list()).json();
    expect(pending.data.some((r) => r.id === id)).toBe(false);
  });
});
