import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userCategories, users } from '../../platform/db/schema';
import {
  byRole,
  expectAuthorizationRow,
  OWNER_MANAGERS_ONLY,
  type RoleUsers,
  signInEveryRole,
} from '../../test/authorization';
import { createTestApp, findUser, makeUser, type TestApp } from '../../test/harness';

let t: TestApp;
let roles: RoleUsers;

beforeAll(async () => {
  t = await createTestApp();
  roles = await signInEveryRole(t);
});
afterAll(() => t.close());

/** Owner-managers holding users.manage (the seeded owner column grants it; users.test.ts revokes it). */
const WRITERS = OWNER_MANAGERS_ONLY;

async function createCategory(name: string, isDefault = false) {
  const res = await t.as(roles.ownerManager).userCategories.create({ body: { name, default: isDefault } });
  expect(res.status).toBe(201);
  return res.data;
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
      (api) => api.userCategories.list(),
    );
  });

  it('POST usercategories', async () => {
    await expectAuthorizationRow(t, roles, { ...WRITERS, super: 201, ownerManager: 201 }, (api, role) =>
      api.userCategories.create({ body: { name: `Category ${role}`, default: 0 } }),
    );
  });

  it('DELETE usercategories/{id}', async () => {
    const ids = await byRole(async (role) => (await createCategory(`Doomed ${role}`)).id);
    await expectAuthorizationRow(t, roles, WRITERS, (api, role) =>
      api.userCategories.delete({ params: { id: ids[role] } }),
    );
  });
});

describe('user categories', () => {
  it('keeps exactly one default: a new default takes the flag', async () => {
    const before = await defaultCategory();
    const created = await createCategory('New default', true);
    expect(created.default).toBe(true);
    const list = (await t.as(roles.employee).userCategories.list()).data;
    expect(list.filter((c) => c.default)).toEqual([created]);
    expect(list.find((c) => c.id === before.id)?.default).toBe(false);
  });

  it('moves the users of a deleted category to the default one', async () => {
    const category = await createCategory('Site staff');
    const user = await makeUser(t.ctx);
    await t.ctx.db.update(users).set({ userCategoryId: category.id }).where(eq(users.id, user.id));
    const res = await t.as(roles.super).userCategories.delete({ params: { id: category.id } });
    expect(res.status).toBe(200);
    const target = await defaultCategory();
    expect(res.data).toEqual({ ok: true, moved_users: 1, default_category_id: target.id });
    expect((await findUser(t.ctx, user.id)).userCategoryId).toBe(target.id);
  });

  it('refuses to delete the default category with 28', async () => {
    const current = await defaultCategory();
    const res = await t.as(roles.super).userCategories.delete({ params: { id: current.id } });
    expect(res.status).toBe(409);
    expect(res.errorBody).toMatchObject({ errors: { code: 28 }, errorCode: 28 });
  });

  it('refuses a duplicate name and answers 404 for an unknown id', async () => {
    await createCategory('Office');
    const dup = await t.as(roles.super).userCategories.create({ body: { name: 'OFFICE' } });
    expect(dup.status).toBe(409);
    expect((await t.as(roles.super).userCategories.delete({ params: { id: 999999 } })).status).toBe(404);
  });
});
