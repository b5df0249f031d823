import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userCategories } from '../../platform/db/schema';
import { malformed } from '../../test/api-client';
import {
  byRole,
  expectAuthorizationRow,
  mapRow,
  type Role,
  type RoleUsers,
  signInEveryRole,
} from '../../test/authorization';
import { createTestApp, findUser, makeCompany, makeUser, type TestApp } from '../../test/harness';
import { waitForMail } from '../../test/mail-capture';
import { addUserCompanyRoles } from '../companies/company-roles.repo';

let t: TestApp;
let roles: RoleUsers;
let companyId: number;

beforeAll(async () => {
  t = await createTestApp({ workers: true, config: { PUBLIC_URL: 'http://portal.test' } });
  roles = await signInEveryRole(t);
  companyId = roles.manager.companyId;
});
afterAll(() => t.close());

/** company-users.manage where the caller manages the company, or user administration; outsiders 404. */
const COMPANY_USERS = {
  anonymous: 401,
  super: 200,
  ownerManager: 200,
  manager: 200,
  editor: 403,
  employee: 403,
  clientManager: 404,
  subcontractorEmployee: 404,
} as const;

/** One fresh employee of the owner company per role, for calls that change or remove them. */
const targetsPerRole = () => byRole(async () => (await makeUser(t.ctx, { companyId })).id);

function activationLink(text: string) {
  const match = text.match(/http:\/\/portal\.test\/activate\/([A-Za-z0-9_-]+)\/(\S+)/);
  if (!match) throw new Error(`no activation link in: ${text}`);
  return { token: match[1], email: decodeURIComponent(match[2]) };
}

describe('authorization', () => {
  it('GET companies/{id}/users', async () => {
    await expectAuthorizationRow(t, roles, COMPANY_USERS, (api) =>
      api.companyUsers.list({ params: { id: companyId } }),
    );
  });

  it('POST companies/{id}/users', async () => {
    await expectAuthorizationRow(
      t,
      roles,
      { ...COMPANY_USERS, super: 201, ownerManager: 201, manager: 201 },
      (api, role) =>
        api.companyUsers.create({
          params: { id: companyId },
          body: { email: `created-by-${role}@example.test`, name: `By ${role}` },
        }),
    );
  });

  it('PUT companies/{id}/users/{userId}', async () => {
    const targets = await targetsPerRole();
    await expectAuthorizationRow(t, roles, COMPANY_USERS, (api, role) =>
      api.companyUsers.update({ params: { id: companyId, userId: targets[role] }, body: { name: 'Edited' } }),
    );
  });

  it('DELETE companies/{id}/users/{userId}', async () => {
    const targets = await targetsPerRole();
    await expectAuthorizationRow(t, roles, COMPANY_USERS, (api, role) =>
      api.companyUsers.remove({ params: { id: companyId, userId: targets[role] } }),
    );
  });

  it('PUT companies/{id}/users/{userId}/resetpassword', async () => {
    const target = await makeUser(t.ctx, { companyId });
    await expectAuthorizationRow(t, roles, COMPANY_USERS, (api) =>
      api.companyUsers.resetPassword({ params: { id: companyId, userId: target.id } }),
    );
  });

  it('POST companies/{id}/users/{userId}/roles', async () => {
    const target = await makeUser(t.ctx, { companyId });
    await expectAuthorizationRow(t, roles, COMPANY_USERS, (api) =>
      api.companyUsers.addRole({ params: { id: companyId, userId: target.id }, body: { id: 'editor' } }),
    );
  });

  it('DELETE companies/{id}/users/{userId}/roles/{roleId}', async () => {
    const target = await makeUser(t.ctx, { companyId, roles: ['editor'] });
    await expectAuthorizationRow(t, roles, COMPANY_USERS, (api) =>
      api.companyUsers.removeRole({ params: { id: companyId, userId: target.id, roleId: 'editor' } }),
    );
  });
});

/**
 * The same calls in each caller's own company (the owner company for Super and anonymous callers)
 * and in a company none of them belongs to: a client manager manages their own company's users,
 * and the owner side's managers without users.manage do not learn of other companies (404).
 */
describe("authorization in the caller's own company and in another company", () => {
  let otherCompanyId: number;
  beforeAll(async () => {
    otherCompanyId = (await makeCompany(t.ctx, 'subcontractor')).id;
  });
  const own = (role: Role) => roles[role].companyId ?? companyId;

  /** In their own company: its managers and the user administration; its other members 403. */
  const OWN = {
    anonymous: 401,
    super: 200,
    ownerManager: 200,
    manager: 200,
    editor: 403,
    employee: 403,
    clientManager: 200,
    subcontractorEmployee: 403,
  } as const;
  /** In a company they do not belong to: only the user administration; nobody else learns of it. */
  const OTHER = {
    anonymous: 401,
    super: 200,
    ownerManager: 200,
    manager: 404,
    editor: 404,
    employee: 404,
    clientManager: 404,
    subcontractorEmployee: 404,
  } as const;

  /** One fresh employee per role, in the company the role's call goes to. */
  const membersPerRole = (companyOf: (role: Role) => number, roleNames: ('editor' | 'manager')[] = []) =>
    byRole(async (role) => (await makeUser(t.ctx, { companyId: companyOf(role), roles: roleNames })).id);
  const other = () => otherCompanyId;

  it('GET companies/{id}/users', async () => {
    await expectAuthorizationRow(t, roles, OWN, (api, role) => api.companyUsers.list({ params: { id: own(role) } }));
    await expectAuthorizationRow(t, roles, OTHER, (api) => api.companyUsers.list({ params: { id: otherCompanyId } }));
  });

  it('POST companies/{id}/users', async () => {
    const created = (row: Record<Role, number>) => mapRow(row, (status) => (status === 200 ? 201 : status));
    await expectAuthorizationRow(t, roles, created(OWN), (api, role) =>
      api.companyUsers.create({
        params: { id: own(role) },
        body: { email: `own-created-by-${role}@example.test`, name: `Own by ${role}` },
      }),
    );
    await expectAuthorizationRow(t, roles, created(OTHER), (api, role) =>
      api.companyUsers.create({
        params: { id: otherCompanyId },
        body: { email: `other-created-by-${role}@example.test`, name: `Other by ${role}` },
      }),
    );
  });

  it('PUT companies/{id}/users/{userId}', async () => {
    for (const [companyOf, expected] of [
      [own, OWN],
      [other, OTHER],
    ] as const) {
      const targets = await membersPerRole(companyOf);
      await expectAuthorizationRow(t, roles, expected, (api, role) =>
        api.companyUsers.update({ params: { id: companyOf(role), userId: targets[role] }, body: { name: 'Edited' } }),
      );
    }
  });

  it('DELETE companies/{id}/users/{userId}', async () => {
    for (const [companyOf, expected] of [
      [own, OWN],
      [other, OTHER],
    ] as const) {
      const targets = await membersPerRole(companyOf);
      await expectAuthorizationRow(t, roles, expected, (api, role) =>
        api.companyUsers.remove({ params: { id: companyOf(role), userId: targets[role] } }),
      );
    }
  });

  it('PUT companies/{id}/users/{userId}/resetpassword', async () => {
    for (const [companyOf, expected] of [
      [own, OWN],
      [other, OTHER],
    ] as const) {
      const targets = await membersPerRole(companyOf);
      await expectAuthorizationRow(t, roles, expected, (api, role) =>
        api.companyUsers.resetPassword({ params: { id: companyOf(role), userId: targets[role] } }),
      );
    }
  });

  it('POST companies/{id}/users/{userId}/roles', async () => {
    for (const [companyOf, expected] of [
      [own, OWN],
      [other, OTHER],
    ] as const) {
      const targets = await membersPerRole(companyOf);
      await expectAuthorizationRow(t, roles, expected, (api, role) =>
        api.companyUsers.addRole({ params: { id: companyOf(role), userId: targets[role] }, body: { id: 'editor' } }),
      );
    }
  });

  it('DELETE companies/{id}/users/{userId}/roles/{roleId}', async () => {
    for (const [companyOf, expected] of [
      [own, OWN],
      [other, OTHER],
    ] as const) {
      const targets = await membersPerRole(companyOf, ['editor']);
      await expectAuthorizationRow(t, roles, expected, (api, role) =>
        api.companyUsers.removeRole({ params: { id: companyOf(role), userId: targets[role], roleId: 'editor' } }),
      );
    }
  });
});

describe('a new company user', () => {
  it('is created with the manager role, activates from the e-mail and signs in', async () => {
    const om = roles.ownerManager.token;
    const company = (await t.as(om).companies.create({ body: { name: 'Uusi Oy', code: 'UUSI', type: 'owner' } })).data;

    const created = await t.as(om).companyUsers.create({
      params: { id: company.id },
      body: { email: 'New.Manager@Example.test', name: 'Uusi Manageri', phone: '+358 40 1', roles: ['manager'] },
    });
    expect(created.status).toBe(201);
    const user = created.data;
    const [defaultCategory] = await t.ctx.db.select().from(userCategories).where(eq(userCategories.isDefault, true));
    expect(user).toMatchObject({
      email: 'new.manager@example.test',
      name: 'Uusi Manageri',
      phone: '+358 40 1',
      enabled: true,
      user_category_id: defaultCategory.id,
      document_amount: 0,
      latest_document: null,
      companies: [{ id: company.id, name: 'Uusi Oy', type: 'owner' }],
      is_activated: false,
    });
    expect(user.roles.map((r) => r.name).sort()).toEqual(['employee', 'manager']);

    const mail = await waitForMail(t.mails, 'new.manager@example.test');
    const { token, email } = activationLink(mail.text);
    const activate = await t.api.auth.changePassword({
      body: { token, email, password: 'first-password-1', password_confirmation: 'first-password-1' },
    });
    expect(activate.status).toBe(200);
    const session = await t.login('new.manager@example.test', 'first-password-1');

    // The role allows managing the own company and its users, nothing of the administration.
    expect((await t.as(session).companies.get({ params: { id: company.id } })).status).toBe(200);
    expect((await t.as(session).companyUsers.list({ params: { id: company.id } })).status).toBe(200);
    expect((await t.as(session).companies.list()).status).toBe(403);
    expect((await t.as(session).permissions.matrix()).status).toBe(403);

    // Revoking the permission in the matrix refuses the very next request, with no new sign-in.
    const revoke = await t.as(om).permissions.revoke({ params: { role: 'manager', name: 'p:company-users_manage' } });
    expect(revoke.status).toBe(200);
    expect(revoke.data).toMatchObject({ role: 'manager', permission: 'company-users.manage', granted: false });
    expect((await t.as(session).companyUsers.list({ params: { id: company.id } })).status).toBe(403);
    const grant = await t.as(om).permissions.grant({ body: { role: 'manager', permission: 'company-users.manage' } });
    expect(grant.status).toBe(200);
    expect((await t.as(session).companyUsers.list({ params: { id: company.id } })).status).toBe(200);
  });

  it('refuses an e-mail that already has an account', async () => {
    const existing = await makeUser(t.ctx);
    const res = await t
      .as(roles.super)
      .companyUsers.create({ params: { id: companyId }, body: { email: existing.email.toUpperCase(), name: 'Twice' } });
    expect(res.status).toBe(422);
    expect(res.error.fields).toEqual({ email: ['email-in-use'] });
  });

  it('answers 404 for a malformed, out-of-range or unknown company id', async () => {
    // DECISIONS.md "Input": a path id that cannot name a row names nothing.
    for (const id of [malformed('abc'), 0, 2147483648]) {
      const res = await t.as(roles.super).companyUsers.list({ params: { id } });
      expect(res.status, res.url).toBe(404);
    }
    const bigUser = await t
      .as(roles.super)
      .companyUsers.update({ params: { id: companyId, userId: 2147483648 }, body: { name: 'Nobody' } });
    expect(bigUser.status).toBe(404);
    const unknown = await t.as(roles.super).companyUsers.list({ params: { id: 999999 } });
    expect(unknown.status).toBe(404);
  });
});

describe('company user roles', () => {
  it('adds and removes manager and editor by name or id; employee stays', async () => {
    const user = await makeUser(t.ctx, { companyId });
    const api = t.as(roles.manager).companyUsers;
    const params = { id: companyId, userId: user.id };
    const added = await api.addRole({ params, body: { id: 'manager' } });
    expect(added.status).toBe(200);
    const roleRows = added.data.roles;
    expect(roleRows.map((r) => r.name).sort()).toEqual(['employee', 'manager']);
    const roleId = (name: string) => roleRows.find((r) => r.name === name)?.id ?? 0;

    const removed = await api.removeRole({ params: { ...params, roleId: roleId('manager') } });
    expect(removed.data.roles.map((r) => r.name)).toEqual(['employee']);

    const fixed = await api.removeRole({ params: { ...params, roleId: roleId('employee') } });
    expect(fixed.status).toBe(409);
    expect(fixed.error.fields).toEqual({ roleId: ['employee-role-fixed'] });

    const other = await makeCompany(t.ctx, 'client');
    const [foreignRole] = (await t.as(roles.super).companies.get({ params: { id: other.id } })).data.roles;
    const wrong = await api.addRole({ params, body: { id: foreignRole.id } });
    expect(wrong.status).toBe(422);
  });

  it('answers 404 for a user who is not in the company', async () => {
    const outsider = await makeUser(t.ctx, { companyId: (await makeCompany(t.ctx, 'client')).id });
    const res = await t
      .as(roles.super)
      .companyUsers.update({ params: { id: companyId, userId: outsider.id }, body: { name: 'x' } });
    expect(res.status).toBe(404);
    // A company's manager cannot pull an account of another company into theirs.
    const pull = await t
      .as(roles.manager)
      .companyUsers.addRole({ params: { id: companyId, userId: outsider.id }, body: { id: 'employee' } });
    expect(pull.status).toBe(404);
  });
});

describe('company user edits', () => {
  it('lets a manager edit their users, but not one who also belongs to another company', async () => {
    const mine = await makeUser(t.ctx, { companyId });
    const ok = await t.as(roles.manager).companyUsers.update({
      params: { id: companyId, userId: mine.id },
      body: { id: mine.id, name: 'Renamed', phone: '', enabled: 0 },
    });
    expect(ok.status).toBe(200);
    expect(ok.data).toMatchObject({ name: 'Renamed', phone: null, enabled: false });

    const twoCompanies = await makeUser(t.ctx, { companyId });
    await addUserCompanyRoles(t.ctx.db, twoCompanies.id, (await makeCompany(t.ctx, 'client')).id, []);
    const refused = await t.as(roles.manager).companyUsers.update({
      params: { id: companyId, userId: twoCompanies.id },
      body: { email: 'takeover@example.test' },
    });
    expect(refused.status).toBe(403);
    const password = await t
      .as(roles.manager)
      .users.setManualPassword({ body: { user_id: twoCompanies.id, newPassword: 'takeover-pass-1' } });
    expect(password.status).toBe(403);
  });

  it('keeps a manager away from Super and owner accounts in their company', async () => {
    const owner = await makeUser(t.ctx, { companyId, isOwner: true, roles: ['manager'] });
    const res = await t
      .as(roles.manager)
      .companyUsers.removeRole({ params: { id: companyId, userId: owner.id, roleId: 'manager' } });
    expect(res.status).toBe(403);
    const superUser = await makeUser(t.ctx, { companyId, isSuper: true });
    const edit = await t
      .as(roles.ownerManager)
      .companyUsers.update({ params: { id: companyId, userId: superUser.id }, body: { name: 'No' } });
    expect(edit.status).toBe(403);
  });

  it('removes a user from the company but keeps the account', async () => {
    const user = await makeUser(t.ctx, { companyId, roles: ['editor'] });
    const res = await t.as(roles.manager).companyUsers.remove({ params: { id: companyId, userId: user.id } });
    expect(res.status).toBe(200);
    expect(await findUser(t.ctx, user.id)).toBeDefined();
    const list = (await t.as(roles.manager).companyUsers.list({ params: { id: companyId } })).json();
    expect(list.data.some((u) => u.id === user.id)).toBe(false);
  });

  it('mails a reset link, or the activation link to a user who never activated', async () => {
    const active = await makeUser(t.ctx, { companyId });
    await t.as(roles.manager).companyUsers.resetPassword({ params: { id: companyId, userId: active.id } });
    expect((await waitForMail(t.mails, active.email)).text).toContain('http://portal.test/forgot/');

    const fresh = await t.as(roles.manager).companyUsers.create({
      params: { id: companyId },
      body: { email: 'never.activated@example.test', name: 'Never', enabled: false },
    });
    expect(fresh.status).toBe(201);
    await t.as(roles.manager).companyUsers.resetPassword({ params: { id: companyId, userId: fresh.data.id } });
    expect((await waitForMail(t.mails, 'never.activated@example.test')).text).toContain('http://portal.test/activate/');
  });
});
