import {
  companyUserResponse,
  globalRolesRequest,
  idParam,
  manualPasswordRequest,
  okResult,
  updateUserRequest,
  userDetailResponse,
  userListQuery,
  userListResponse,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSuper, requireUser } from '../../platform/auth/guard';
import { forbidden } from '../../platform/http/app-error';
import { paged } from '../../platform/http/pagination';
import { isUserAdmin } from './user-access';
import * as service from './users.service';

const ADMIN = 'users.manage; only Super changes a Super user.';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const ok = { data: { ok: true as const } };

  app.get(
    '/users',
    {
      schema: {
        description: `Every user with roles and companies, by name. \`enabled=0\` lists the inactive users; \`search\` matches name or e-mail; \`company_id\` one company. ${ADMIN}`,
        querystring: userListQuery,
        response: { 200: userListResponse },
      },
    },
    async (request) => {
      const user = requireUser(request);
      if (!isUserAdmin(user)) throw forbidden();
      const { rows, total } = await service.listUsers(ctx, request.query);
      return paged(request.query, rows, total);
    },
  );

  app.get(
    '/users/:id',
    {
      schema: {
        description:
          'A user with `permissions` (effective, with p: labels) and `contentPermissions` (of their company roles): the /permissions user selector. The user themself, users.manage, or company-users.manage in one of their companies; 404 for users in no shared company.',
        params: idParam,
        response: { 200: userDetailResponse },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return { data: await service.getUserDetail(ctx, user, request.params.id) };
    },
  );

  app.put(
    '/users/:id',
    {
      schema: {
        description: `Edits an account (only the fields sent). Re-enabling from the inactive users tab is \`{ "enabled": 1 }\`; disabling ends the user's sessions; nobody disables themself (409). ${ADMIN}`,
        params: idParam,
        body: updateUserRequest,
        response: { 200: companyUserResponse },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return { data: await service.updateUser(ctx, user, request.params.id, request.body) };
    },
  );

  app.delete(
    '/users/:id',
    {
      schema: {
        description: `Deletes an account. Not one's own (409); an account still referenced by content: 409 (disable it instead). ${ADMIN}`,
        params: idParam,
        response: { 200: okResult },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await service.deleteUser(ctx, user, request.params.id);
      return ok;
    },
  );

  app.put(
    '/users/:id/global-roles',
    {
      schema: {
        description:
          'Chosen path (spec: "a Super user grants and revokes the global roles owner and Super in the users screens"): `{ owner?, super? }`, omitted ones stay. Super only; a Super cannot revoke their own Super role (409).',
        params: idParam,
        body: globalRolesRequest,
        response: { 200: companyUserResponse },
      },
    },
    async (request) => {
      const user = requireSuper(request);
      return { data: await service.setGlobalRoles(ctx, user, request.params.id, request.body) };
    },
  );

  app.post(
    '/user/manual-password',
    {
      schema: {
        description:
          "Sets a user's password directly: `{ user_id, newPassword }`. Empty: 422 `newPassword: ['new-password-empty-warning']`; weak: 422 with the strength messages. Ends the user's sessions. users.manage, or company-users.manage for a user of a company the caller manages who belongs to no other company and holds no global role.",
        body: manualPasswordRequest,
        response: { 200: okResult },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await service.setManualPassword(ctx, user, request.body);
      return ok;
    },
  );
};
