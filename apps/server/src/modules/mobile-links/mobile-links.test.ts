import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { byRole, expectAuthorizationRow, type RoleUsers, signInEveryRole } from '../../test/authorization';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let roles: RoleUsers;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  roles = await signInEveryRole(t);
  admin = roles.ownerManager.token;
});
afterAll(() => t.close());

const ADMINS = {
  anonymous: 401,
  super: 200,
  ownerManager: 200,
  manager: 403,
  editor: 403,
  employee: 403,
  clientManager: 403,
  subcontractorEmployee: 403,
};

async function create(title: string, order: number) {
  const res = await t.as(admin).mobileLinks.create({ body: { title, link: `https://example.test/${title}`, order } });
  expect(res.status, res.body).toBe(201);
  return res.data;
}

describe('authorization', () => {
  it('GET mobilelinks: every signed-in user', async () => {
    await expectAuthorizationRow(
      t,
      roles,
      { ...ADMINS, manager: 200, editor: 200, employee: 200, clientManager: 200, subcontractorEmployee: 200 },
      (api) => api.mobileLinks.list(),
    );
  });

  it('POST, PUT, DELETE mobilelinks: owner-managers', async () => {
    await expectAuthorizationRow(t, roles, { ...ADMINS, super: 201, ownerManager: 201 }, (api) =>
      api.mobileLinks.create({ body: { title: 'x', link: 'https://x.test', order: 1 } }),
    );
    const link = await create('edit', 1);
    await expectAuthorizationRow(t, roles, ADMINS, (api) =>
      api.mobileLinks.update({ params: { id: link.id }, body: { title: 'y', link: 'https://y.test', order: 2 } }),
    );
    const ids = await byRole(async () => (await create('del', 1)).id);
    await expectAuthorizationRow(t, roles, ADMINS, (api, role) =>
      api.mobileLinks.delete({ params: { id: ids[role] } }),
    );
  });
});

describe('mobile links', () => {
  it('are listed by order, then id', async () => {
    const c = await create('c', 30);
    const a = await create('a', -5);
    const b = await create('b', 10);
    const listed = (await t.as(roles.employee.token).mobileLinks.list()).data.map((l) => l.id);
    expect(listed.filter((id) => [a.id, b.id, c.id].includes(id))).toEqual([a.id, b.id, c.id]);
  });

  it('need a title and a link that is no script, and order defaults to 0', async () => {
    const missing = await t.as(admin).mobileLinks.create({ body: { title: ' ', link: '', order: 1 } });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.error.fields ?? {}).sort()).toEqual(['link', 'title']);
    const script = await t
      .as(admin)
      .mobileLinks.create({ body: { title: 'x', link: 'javascript:alert(1)', order: 1 } });
    expect(script.status).toBe(422);
    const res = await t.as(admin).mobileLinks.create({ body: { title: 'x', link: 'tel:+358401234567' } });
    expect(res.data.order).toBe(0);
  });

  it('a missing link is 404', async () => {
    expect((await t.as(admin).mobileLinks.delete({ params: { id: 2_000_000 } })).status).toBe(404);
    const res = await t.as(admin).mobileLinks.update({
      params: { id: 2_000_000 },
      body: { title: 'x', link: 'https://x.test', order: 1 },
    });
    expect(res.status).toBe(404);
  });
});
