import type { CompanyType } from '@portal/contracts';
import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { ApiClient, ApiResponse } from './api-client';
import { recordAuthorizationRow, recordRawAuthorizationRow } from './authorization-rows';
import { makeCompany, makeUser, type TestApp, type UserSpec } from './harness';

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

interface SignedInUser extends RoleUser {
  token: string;
}

interface CompanyUser extends SignedInUser {
  companyId: number;
}

/** The users of `signInEveryRole`: every one but anonymous has a token, every company role its company. */
export interface RoleUsers extends Record<Role, RoleUser> {
  anonymous: { id: 0; token?: undefined; companyId?: undefined };
  super: SignedInUser;
  ownerManager: CompanyUser;
  manager: CompanyUser;
  editor: CompanyUser;
  employee: CompanyUser;
  clientManager: CompanyUser;
  subcontractorEmployee: CompanyUser;
}

/**
 * One user per role with a live session, made once per test file (in its `beforeAll`): an owner
 * company, a client and a subcontractor. Sessions are issued directly rather than through the
 * sign-in call, which spends an argon2 verification per user; the sign-in tests cover that call.
 */
export async function signInEveryRole(t: TestApp): Promise<RoleUsers> {
  const company = async (type: CompanyType) => (await makeCompany(t.ctx, type)).id;
  const owner = await company('owner');
  const client = await company('client');
  const sub = await company('subcontractor');
  const signedIn = async (spec: UserSpec): Promise<SignedInUser> => {
    const user = await makeUser(t.ctx, spec);
    return { id: user.id, token: await t.tokenFor(user.id) };
  };
  const inCompany = async (companyId: number, spec: UserSpec): Promise<CompanyUser> => ({
    ...(await signedIn({ ...spec, companyId })),
    companyId,
  });
  return {
    anonymous: { id: 0 },
    super: await signedIn({ isSuper: true }),
    ownerManager: await inCompany(owner, { roles: ['manager'], isOwner: true }),
    manager: await inCompany(owner, { roles: ['manager'] }),
    editor: await inCompany(owner, { roles: ['editor'] }),
    employee: await inCompany(owner, { roles: [] }),
    clientManager: await inCompany(client, { roles: ['manager'] }),
    subcontractorEmployee: await inCompany(sub, { roles: [] }),
  };
}

/** One value per role (a row's own target per role, so each role deletes its own copy). */
export async function byRole<T>(make: (role: Role) => Promise<T>): Promise<Record<Role, T>> {
  const entries: [Role, T][] = [];
  for (const role of ROLES) entries.push([role, await make(role)]);
  return Object.fromEntries(entries) as Record<Role, T>;
}

/** One call of an authorization row, made with the client signed in as the role (anonymous: none). */
export type RowCall = (api: ApiClient, role: Role, user: RoleUser) => Promise<ApiResponse>;

/** @deprecated A call written by hand; rows go through the typed client (`RowCall`). */
export interface RouteCall {
  method: InjectOptions['method'];
  url: string;
  body?: unknown;
  /** Extra request headers, e.g. the content type of a multipart body (`multipartBody`). */
  headers?: Record<string, string>;
}
type RawRouteCall = RouteCall | ((role: Role, user: RoleUser) => RouteCall);

const rowRoles = (expected: Partial<Record<Role, number>>) => ROLES.filter((role) => role in expected);

/**
 * Runs one endpoint as each role listed in `expected` and asserts the statuses:
 * `expectAuthorizationRow(t, roles, SIGNED_IN, (api) => api.folders.list({ params: { id } }))`.
 * `call` may depend on the role (e.g. a path with the caller's own id). Collects every mismatch
 * before failing, so one run shows the whole row.
 */
export async function expectAuthorizationRow(
  t: TestApp,
  users: Record<Role, RoleUser>,
  expected: Partial<Record<Role, number>>,
  call: RowCall,
): Promise<void>;
/** @deprecated The hand-written form (`{ method, url }` first, then the statuses); use the typed one. */
export async function expectAuthorizationRow(
  t: TestApp,
  users: Record<Role, RoleUser>,
  call: RawRouteCall,
  expected: Partial<Record<Role, number>>,
): Promise<void>;
export async function expectAuthorizationRow(
  t: TestApp,
  users: Record<Role, RoleUser>,
  first: Partial<Record<Role, number>> | RawRouteCall,
  second: RowCall | Partial<Record<Role, number>>,
): Promise<void> {
  if (typeof second !== 'function') return expectRawRow(t, users, first as RawRouteCall, second);
  const expected = first as Partial<Record<Role, number>>;
  const actual: Partial<Record<Role, number>> = {};
  let label = 'route';
  for (const role of rowRoles(expected)) {
    const res = await second(t.as(users[role]), role, users[role]);
    actual[role] = res.status;
    label = `${res.method} ${res.endpoint.path}`;
    recordAuthorizationRow(res.endpoint);
  }
  expect(actual, label).toEqual(expected);
}

async function expectRawRow(
  t: TestApp,
  users: Record<Role, RoleUser>,
  call: RawRouteCall,
  expected: Partial<Record<Role, number>>,
): Promise<void> {
  const actual: Partial<Record<Role, number>> = {};
  for (const role of rowRoles(expected)) {
    const c = typeof call === 'function' ? call(role, users[role]) : call;
    const res = await t.raw(c.method, c.url, { token: users[role].token, body: c.body, headers: c.headers });
    actual[role] = res.statusCode;
    recordRawAuthorizationRow(t.app, String(c.method), c.url);
  }
  const label = typeof call === 'function' ? 'route' : `${call.method} ${call.url}`;
  expect(actual, label).toEqual(expected);
}

/** A row where every role gets `status`, except the ones named in `overrides`. */
export function statusRow(status: number, overrides: Partial<Record<Role, number>> = {}): Record<Role, number> {
  return { ...(Object.fromEntries(ROLES.map((r) => [r, status])) as Record<Role, number>), ...overrides };
}

/** The same row with each status passed through `change` (a write's 201 read as 200, ...). */
export function mapRow(row: Record<Role, number>, change: (status: number) => number): Record<Role, number> {
  return statusRow(0, Object.fromEntries(ROLES.map((role) => [role, change(row[role])])));
}

/** Every signed-in user may call it; anonymous callers get 401. */
export const SIGNED_IN = statusRow(200, { anonymous: 401 });

/** Only owner-managers (and Super) may call it. */
export const OWNER_MANAGERS_ONLY = statusRow(403, { anonymous: 401, super: 200, ownerManager: 200 });
