import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { recordAuthorizationRow } from './authorization-rows';
import { makeCompany, makeUser, type TestApp } from './harness';

/** The roles every route is tried as (ARCHITECTURE.md "Tests": an authorization row per route). */
export const ROLES = [
  'anonymous',
  'super',
  'ownerManager',
  'manager',
  'editor',
  'employee',
  'clientManager',
  'subcontractorEmployee',
] as const;
export type Role = (typeof ROLES)[number];

export interface RoleUser {
  id: number;
  token?: string;
  companyId?: number;
}

/** One user per role, signed in: an owner company, a client and a subcontractor. */
export async function signInEveryRole(t: TestApp): Promise<Record<Role, RoleUser>> {
  const owner = await makeCompany(t.ctx, 'owner');
  const client = await makeCompany(t.ctx, 'client');
  const sub = await makeCompany(t.ctx, 'subcontractor');
  const specs: Record<Exclude<Role, 'anonymous'>, Parameters<typeof makeUser>[1]> = {
    super: { isSuper: true },
    ownerManager: { companyId: owner.id, roles: ['manager'], isOwner: true },
    manager: { companyId: owner.id, roles: ['manager'] },
    editor: { companyId: owner.id, roles: ['editor'] },
    employee: { companyId: owner.id, roles: [] },
    clientManager: { companyId: client.id, roles: ['manager'] },
    subcontractorEmployee: { companyId: sub.id, roles: [] },
  };
  const result = { anonymous: { id: 0 } } as Record<Role, RoleUser>;
  for (const [role, spec] of Object.entries(specs) as [Exclude<Role, 'anonymous'>, Parameters<typeof makeUser>[1]][]) {
    const user = await makeUser(t.ctx, spec);
    result[role] = { id: user.id, token: await t.login(user.email), companyId: spec?.companyId };
  }
  return result;
}

export interface RouteCall {
  method: InjectOptions['method'];
  url: string;
  body?: unknown;
  /** Extra request headers, e.g. the content type of a multipart body (`multipartBody`). */
  headers?: Record<string, string>;
}

/**
 * Runs one route as each listed role and asserts the status. `call` may depend on the role
 * (e.g. a path with the caller's own id). Collects every mismatch before failing, so one run
 * shows the whole row.
 */
export async function expectAuthorizationRow(
  t: TestApp,
  users: Record<Role, RoleUser>,
  call: RouteCall | ((role: Role, user: RoleUser) => RouteCall),
  expected: Partial<Record<Role, number>>,
): Promise<void> {
  const actual: Partial<Record<Role, number>> = {};
  for (const role of Object.keys(expected) as Role[]) {
    const c = typeof call === 'function' ? call(role, users[role]) : call;
    const res = await t.call(c.method, c.url, { token: users[role].token, body: c.body, headers: c.headers });
    actual[role] = res.statusCode;
    recordAuthorizationRow(t.app, String(c.method), c.url);
  }
  const label = typeof call === 'function' ? 'route' : `${call.method} ${call.url}`;
  expect(actual, label).toEqual(expected);
}

/** A row where every role gets `status`, except the ones named in `overrides`. */
export function statusRow(status: number, overrides: Partial<Record<Role, number>> = {}): Record<Role, number> {
  return { ...(Object.fromEntries(ROLES.map((r) => [r, status])) as Record<Role, number>), ...overrides };
}

/** Every signed-in user may call it; anonymous callers get 401. */
export const SIGNED_IN = statusRow(200, { anonymous: 401 });

/** Only owner-managers (and Super) may call it. */
export const OWNER_MANAGERS_ONLY = statusRow(403, { anonymous: 401, super: 200, ownerManager: 200 });
