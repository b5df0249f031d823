import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userCategories, users } from '../../platform/db/schema';
import {
  expectAuthorizationRow,
  OWNER_MANAGERS_ONLY,
  type Role,
  type RoleUser,
  signInEveryRole,
} from '../../test/authorization';
import { createTestApp, findUser, makeUser, type TestApp } from '../../test/harness';

let t: TestApp;
let roles: Record<Role, RoleUser>;

beforeAll(async () => {
  t = await createTestApp();
  roles = await signInEveryRole(t);
});
afterAll(() => t.close());

/** Owner-managers holding users.manage (the seeded owner column grants it; users.test.ts revokes it). */
const WRITERS = OWNER_MANAGERS_ONLY;

async function createCategory(name: string, isDefault = false) {
  const res = await t.call('POST', '/api/v1/usercategories', {
    token: roles.ownerManager.token,
    body: { name, default: isDefault },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: number; name: string; default: boolean };
}

async function defaultCategory() {
  const [row] = await t.ctx.db.select().from(userCategories).where(eq(userCategories.isDefault, true));
  return row;
}

describe('authorization', () => {
  it('GET usercategories', async () => {
    await expectAuthorizationRow(
      t,
      roles,
      { method: 'GET', url: '/api/v1/usercategories' },
      {
        anonymous: 401,
        super: 200,
        ownerManager: 200,
        manager: 200,
        editor: 200,
        employee: 200,
        clientManager: 200,
        subcontractorEmployee: 200,
      },
    );
  });

  it('POST usercategories', async () => {
    await expectAuthorizationRow(
      t,
      roles,
      (role) => ({ method: 'POST', url: '/api/v1/usercategories', body: { name: `Category ${role}`, default: 0 } }),
      { ...WRITERS, super: 201, ownerManager: 201 },
    );
  });

  it('DELETE usercategories/{id}', async () => {
    const ids = {} as Record<Role, number>;
    for (const role of Object.keys(roles) as Role[]) ids[role] = (await createCategory(`Doomed ${role}`)).id;
    await expectAuthorizationRow(
      t,
      roles,
      (role) => ({ method: 'DELETE', url: `/api/v1/usercategories/${ids[role]}` }),
      WRITERS,
    );
  });
});

describe('user categories', () => {
  it('keeps exactly one default: a new default takes the flag', async () => {
    const before = await defaultCategory();
    const created = await createCategory('New default', true);
    expect(created.default).toBe(true);
    const list = (await t.call('GET', '/api/v1/usercategories', { token: roles.employee.token })).json().data;
    expect(list.filter((c: { default: boolean }) => c.default)).toEqual([created]);
    expect(list.find((c: { id: number }) => c.id === before.id).default).toBe(false);
  });

  it('moves the users of a deleted category to the default one', async () => {
    const category = await createCategory('Site staff');
    const user = await makeUser(t.ctx);
    await t.ctx.db.update(users).set({ userCategoryId: category.id }).where(eq(users.id, user.id));
    const res = await t.call('DELETE', `/api/v1/usercategories/${category.id}`, { token: roles.super.token });
    expect(res.statusCode).toBe(200);
    const target = await defaultCategory();
    expect(res.json().data).toEqual({ ok: true, moved_users: 1, default_category_id: target.id });
    expect((await findUser(t.ctx, user.id)).userCategoryId).toBe(target.id);
  });

  it('refuses to delete the default category with 28', async () => {
    const current = await defaultCategory();
    const res = await t.call('DELETE', `/api/v1/usercategories/${current.id}`, { token: roles.super.token });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ errors: { code: 28 }, errorCode: 28 });
  });

  it('refuses a duplicate name and answers 404 for an unknown id', async () => {
    await createCategory('Office');
    const dup = await t.call('POST', '/api/v1/usercategories', { token: roles.super.token, body: { name: 'OFFICE' } });
    expect(dup.statusCode).toBe(409);
    expect((await t.call('DELETE', '/api/v1/usercategories/999999', { token: roles.super.token })).statusCode).toBe(
      404,
    );
  });
});
