import { z } from 'zod';
import { email } from './auth';
import { LANGUAGES } from './constants';
import { dataEnvelope, listEnvelope, paginationQuery } from './envelope';
import { COMPANY_ROLES, COMPANY_TYPES } from './permissions';
import { contentPermission } from './permissions-admin';
import { id, name, text } from './primitives';

/**
 * A yes/no value as the spec's client sends it: `true`/`false`, `1`/`0` ("enabled set to 1"), or
 * the same as text from forms. Read it with `flagValue`.
 */
export const booleanFlag = z.union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])]);
export type BooleanFlag = z.infer<typeof booleanFlag>;
export const flagValue = (v: BooleanFlag): boolean => v === true || v === 1 || v === '1' || v === 'true';

const phone = text(64).trim();

/** A role row the user holds; `company_id` says which company it belongs to. */
const userRoleRef = z.object({
  id: z.number().int(),
  name: z.enum(COMPANY_ROLES),
  display_name: z.string(),
  company_id: z.number().int(),
});

const userCompanyRef = z.object({ id: z.number().int(), name: z.string(), type: z.enum(COMPANY_TYPES) });

/** Filled by the documents issue; until then every user answers `latest_document: null`. */
const latestDocumentRef = z
  .object({ id: z.number().int(), name: z.string(), project_id: z.number().int(), created: z.string() })
  .nullable();

/**
 * What the caller may do with a user, in the list it came in (every user, or one company's): `update`
 * the account (name, e-mail, enabled), `setPassword` (user/manual-password), `delete` the account,
 * `changeMembership` (roles in the company, removal from it), `resetPassword` (the e-mailed link of
 * the company users screen) and `setGlobalRoles` (Super only).
 */
export const userAbilities = z.object({
  read: z.boolean(),
  view: z.boolean(),
  update: z.boolean(),
  setPassword: z.boolean(),
  delete: z.boolean(),
  changeMembership: z.boolean(),
  resetPassword: z.boolean(),
  setGlobalRoles: z.boolean(),
});
export type UserAbilities = z.infer<typeof userAbilities>;

/**
 * Company user (spec part 3 section 3). Under `companies/{id}/users` the `roles` are the user's roles
 * in that company; under `users` they are the roles in every company. `is_super` and `is_owner` are
 * the global roles.
 */
export const companyUser = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  enabled: z.boolean(),
  roles: z.array(userRoleRef),
  user_category_id: z.number().int().nullable(),
  document_amount: z.number().int(),
  latest_document: latestDocumentRef,
  companies: z.array(userCompanyRef),
  is_super: z.boolean(),
  is_owner: z.boolean(),
  /** False until the user has set a password through the activation link. */
  is_activated: z.boolean(),
  can: userAbilities,
});
export type CompanyUser = z.infer<typeof companyUser>;

/** POST companies/{id}/users. The default user category applies when none is given. */
export const createCompanyUserRequest = z.object({
  email,
  name: name(),
  phone: phone.nullish(),
  user_category_id: id().nullish(),
  enabled: booleanFlag.optional(),
  /** Extra roles in the company; employee always comes with membership. */
  roles: z.array(z.enum(COMPANY_ROLES)).max(3).optional(),
  /** Language of the activation e-mail; English when not given. */
  locale: z.enum(LANGUAGES).optional(),
});
export type CreateCompanyUserInput = z.output<typeof createCompanyUserRequest>;

/** PUT companies/{id}/users/{userId} and PUT users/{id}: only the fields sent change. */
export const updateUserRequest = z.object({
  id: id().optional(),
  email: email.optional(),
  name: name().optional(),
  phone: phone.nullish(),
  user_category_id: id().nullish(),
  enabled: booleanFlag.optional(),
  locale: z.enum(LANGUAGES).optional(),
});
export type UpdateUserInput = z.output<typeof updateUserRequest>;

/** POST companies/{id}/users/{userId}/roles: `id` is one of the company's role ids, or a role name. */
const roleRef = () => z.union([z.enum(COMPANY_ROLES), id()]);
export const addCompanyUserRoleRequest = z.object({ id: roleRef() });
export type AddCompanyUserRoleInput = z.output<typeof addCompanyUserRoleRequest>;

/** Path parameters of `companies/{id}/users/{userId}`; an id out of range is 404 like any path id. */
export const companyUserParams = z.object({ id: id(), userId: id() });
/** `roleId` is a role row id or a role name (`manager`, `editor`). */
export const companyUserRoleParams = companyUserParams.extend({ roleId: roleRef() });

/** GET users: bulk; `enabled=0` is the inactive users tab. */
export const userListQuery = paginationQuery.extend({
  enabled: z.enum(['0', '1', 'true', 'false']).optional(),
  search: text(255).trim().optional(),
  company_id: id().optional(),
});
export type UserListInput = z.output<typeof userListQuery>;

const effectivePermission = z.object({ name: z.string(), label: z.string() });

/**
 * GET users/{id}: the user plus their effective permissions and the content permissions of their
 * company roles (spec "User (permission view)"); the /permissions user selector reads this.
 */
export const userDetail = companyUser.extend({
  permissions: z.array(effectivePermission),
  contentPermissions: z.array(contentPermission),
});
export type UserDetail = z.infer<typeof userDetail>;

/** PUT users/{id}/global-roles (Super only): grant or revoke the global roles. Omitted ones stay. */
export const globalRolesRequest = z.object({ owner: booleanFlag.optional(), super: booleanFlag.optional() });
export type GlobalRolesInput = z.output<typeof globalRolesRequest>;

/** POST user/manual-password. An empty value answers 422 `newPassword: ['new-password-empty-warning']`. */
export const manualPasswordRequest = z.object({
  user_id: id(),
  newPassword: text(1024).optional(),
});
export type ManualPasswordInput = z.output<typeof manualPasswordRequest>;

export const companyUserResponse = dataEnvelope(companyUser);
export const userListResponse = listEnvelope(companyUser);
export const userDetailResponse = dataEnvelope(userDetail);

/**
 * POST portal/user (open without a login): a request for an account, kept until an owner-manager
 * approves or rejects it. `company_id` when the requester knows it, otherwise `company_name` as text.
 */
export const portalUserRequest = z.object({
  name: name(),
  email,
  phone: phone.optional(),
  company_id: id().optional(),
  company_name: text(255).trim().optional(),
  message: text(2000).trim().optional(),
  locale: z.enum(LANGUAGES).optional(),
});
export type PortalUserInput = z.output<typeof portalUserRequest>;

export const USER_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;

export const userRequest = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  company_id: z.number().int().nullable(),
  company_name: z.string().nullable(),
  message: z.string().nullable(),
  status: z.enum(USER_REQUEST_STATUSES),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  /** The account made on approval. */
  user_id: z.number().int().nullable(),
  /** Whether the caller may approve or reject it (a pending request, user administration). */
  can: z.object({ approve: z.boolean(), reject: z.boolean() }),
});
export type UserRequest = z.infer<typeof userRequest>;

/** GET portal/user-requests: pending ones unless `status` says otherwise (`all` for every one). */
export const userRequestListQuery = paginationQuery.extend({
  status: z.enum([...USER_REQUEST_STATUSES, 'all']).default('pending'),
});
export type UserRequestListInput = z.output<typeof userRequestListQuery>;

/** POST portal/user-requests/{id}/approve: where the new user goes; `company_id` is needed when the request has none. */
export const approveUserRequestRequest = z.object({
  company_id: id().optional(),
  roles: z.array(z.enum(COMPANY_ROLES)).max(3).optional(),
  user_category_id: id().optional(),
});
export type ApproveUserRequestInput = z.output<typeof approveUserRequestRequest>;

export const userRequestResponse = dataEnvelope(userRequest);
export const userRequestListResponse = listEnvelope(userRequest);
export const approveUserRequestResponse = dataEnvelope(z.object({ request: userRequest, user: companyUser }));
