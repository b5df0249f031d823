import type { CompanyType } from '@portal/contracts';
import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { ApiClient, ApiResponse } from './api-client';
import { recordAuthorizationRow, recordRawAuthorizationRow } from './authorization-rows';
import { makeCompany, makeUser, type TestApp, type UserSpec } from './harness';
import { addApartmentUser, addCondominiumUser } from './membership-factories';

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

/**
 * The people of a condominium, who belong to no company (DECISIONS.md "Apartment residents"): the
 * owner and the tenant of one apartment, the condominium's admin and its stakeholder. A row tries
 * them only when it names them (`...residentsRow(404)`), and `signInEveryRole` makes them only
 * when given their apartment.
 */
export const RESIDENT_ROLES = ['owner', 'tenant', 'condominiumAdmin', 'stakeholder'] as const;
export type ResidentRole = (typeof RESIDENT_ROLES)[number];
/** A role a row may name: every staff role, and the resident roles. */
export type RowRole = Role | ResidentRole;

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
export interface RoleUsers extends Record<Role, RoleUser>, Partial<Record<ResidentRole, SignedInUser>> {
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
export async function signInEveryRole(t: TestApp, residentsOf?: ResidentPlace): Promise<RoleUsers> {
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
    ...(residentsOf ? await signInResidents(t, residentsOf) : {}),
  };
}

/** Where `signInEveryRole` puts the resident roles: an apartment and its condominium. */
export interface ResidentPlace {
  condominiumId: number;
  apartmentId: number;
}

async function signInResidents(t: TestApp, place: ResidentPlace): Promise<Record<ResidentRole, SignedInUser>> {
  const resident = async (join: (userId: number) => Promise<void>): Promise<SignedInUser> => {
    const user = await makeUser(t.ctx, {});
    await join(user.id);
    return { id: user.id, token: await t.tokenFor(user.id) };
  };
  return {
    owner: await resident((id) => addApartmentUser(t.ctx, place.apartmentId, id, 'owner')),
    tenant: await resident((id) => addApartmentUser(t.ctx, place.apartmentId, id, 'tenant')),
    condominiumAdmin: await resident((id) => addCondominiumUser(t.ctx, place.condominiumId, id, 'admin')),
    stakeholder: await resident((id) => addCondominiumUser(t.ctx, place.condominiumId, id, 'stakeholder')),
  };
}

/** Whether a row's role is one of the resident roles (their target is often their own apartment). */
export const isResidentRole = (role: string): role is ResidentRole =>
  (RESIDENT_ROLES as readonly string[]).includes(role);

/** Every resident role gets `status`; a staff area answers them 404, as for what does not exist. */
export function residentsRow(status: number): Record<ResidentRole, number> {
  return Object.fromEntries(RESIDENT_ROLES.map((role) => [role, status])) as Record<ResidentRole, number>;
}

/**
 * One value per role (a row's own target per role, so each role deletes its own copy). Pass
 * `EVERY_ROW_ROLE` to make one for the resident roles too.
 */
export async function byRole<T>(
  make: (role: Role) => Promise<T>,
  roles: readonly RowRole[] = ROLES,
): Promise<Record<Role, T>> {
  const entries: [RowRole, T][] = [];
  for (const role of roles) entries.push([role, await make(role as Role)]);
  return Object.fromEntries(entries) as Record<Role, T>;
}

/**
 * One call of an authorization row. `role` is typed as a staff role because most rows index
 * per-role maps (`byRole`) with it; a row that names resident roles gets their names too.
 */
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
type RowUsers = Record<Role, RoleUser> & Partial<Record<ResidentRole, RoleUser>>;
type Expected = Partial<Record<RowRole, number>>;

/** The staff roles and the resident roles. */
export const EVERY_ROW_ROLE: readonly RowRole[] = [...ROLES, ...RESIDENT_ROLES];
const rowRoles = (expected: Expected) => EVERY_ROW_ROLE.filter((role) => role in expected);

/** The user of a role in a row; a resident role needs `signInEveryRole(t, residentsOf)`. */
function userOf(users: RowUsers, role: RowRole): RoleUser {
  const user = users[role];
  if (!user) throw new Error(`the row names ${role}: call signInEveryRole(t, { condominiumId, apartmentId })`);
  return user;
}

/**
 * Runs one endpoint as each role listed in `expected` and asserts the statuses:
 * `expectAuthorizationRow(t, roles, SIGNED_IN, (api) => api.folders.list({ params: { id } }))`.
 * `call` may depend on the role (e.g. a path with the caller's own id). Collects every mismatch
 * before failing, so one run shows the whole row.
 */
export async function expectAuthorizationRow(
  t: TestApp,
  users: RowUsers,
  expected: Expected,
  call: RowCall,
): Promise<void>;
/** @deprecated The hand-written form (`{ method, url }` first, then the statuses); use the typed one. */
export async function expectAuthorizationRow(
  t: TestApp,
  users: RowUsers,
  call: RawRouteCall,
  expected: Expected,
): Promise<void>;
export async function expectAuthorizationRow(
  t: TestApp,
  users: RowUsers,
  first: Expected | RawRouteCall,
  second: RowCall | Expected,
): Promise<void> {
  if (typeof second !== 'function') return expectRawRow(t, users, first as RawRouteCall, second);
  const expected = first as Expected;
  const actual: Expected = {};
  let label = 'route';
  for (const role of rowRoles(expected)) {
    const user = userOf(users, role);
    const res = await second(t.as(user), role as Role, user);
    actual[role] = res.status;
    label = `${res.method} ${res.endpoint.path}`;
    recordAuthorizationRow(res.endpoint);
  }
  expect(actual, label).toEqual(expected);
}

async function expectRawRow(t: TestApp, users: RowUsers, call: RawRouteCall, expected: Expected): Promise<void> {
  const actual: Expected = {};
  for (const role of rowRoles(expected)) {
    const user = userOf(users, role);
    const c = typeof call === 'function' ? call(role as Role, user) : call;
    const res = await t.raw(c.method, c.url, { token: user.token, body: c.body, headers: c.headers });
    actual[role] = res.statusCode;
    recordRawAuthorizationRow(t.app, String(c.method), c.url);
  }
  const label = typeof call === 'function' ? 'route' : `${call.method} ${call.url}`;
  expect(actual, label).toEqual(expected);
}

/**
 * A row where every staff role gets `status`, except the ones named in `overrides`; resident roles
 * are tried only when `overrides` names them.
 */
export function statusRow(
  status: number,
  overrides: Expected = {},
): Record<Role, number> & Partial<Record<ResidentRole, number>> {
  return { ...(Object.fromEntries(ROLES.map((r) => [r, status])) as Record<Role, number>), ...overrides };
}

/** The same row with each status passed through `change` (a write's 201 read as 200, ...). */
export function mapRow<R extends Record<Role, number>>(row: R, change: (status: number) => number): R {
  return Object.fromEntries(Object.entries(row).map(([role, status]) => [role, change(status as number)])) as R;
}

/** Every signed-in user may call it; anonymous callers get 401. */
export const SIGNED_IN = statusRow(200, { anonymous: 401 });

/** Only owner-managers (and Super) may call it. */
export const OWNER_MANAGERS_ONLY = statusRow(403, { anonymous: 401, super: 200, ownerManager: 200 });
