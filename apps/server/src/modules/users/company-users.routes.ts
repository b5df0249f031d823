import {
  addCompanyUserRoleRequest,
  companyUserListResponse,
  companyUserParams,
  companyUserResponse,
  companyUserRoleParams,
  companyUsersParams,
  createCompanyUserRequest,
  okResult,
  paginationQuery,
  updateCompanyUserRequest,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paged } from '../../platform/http/pagination';
import { parseCompanyId } from '../companies/company-access';
import * as service from './company-users.service';
import { assertMayManageCompanyUsers } from './user-access';

const WHO =
  'company-users.manage in a company where the caller is a manager, or users.manage for any company; 404 for users outside the company. A missing or malformed company id: 422 code 2.';

export const companyUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const ok = { data: { ok: true as const } };

  app.get(
    '/companies/:id/users',
    {
      schema: {
        description: `The company's users with their roles in it. ${WHO}`,
        params: companyUsersParams,
        querystring: paginationQuery,
        response: { 200: companyUserListResponse },
      },
    },
    async (request) => {
      const companyId = parseCompanyId(request.params.id);
      assertMayManageCompanyUsers(request.user, companyId);
      const { rows, total } = await service.listCompanyUsers(ctx, companyId, request.query);
      return paged(request.query, rows, total);
    },
  );

  app.post(
    '/companies/:id/users',
    {
      schema: {
        description: `Creates an account in the company (employee plus the given roles; the default category when none is chosen) and e-mails the activation link when enabled. An e-mail that already has an account: 422 \`email: ['email-in-use']\`. ${WHO}`,
        params: companyUsersParams,
        body: createCompanyUserRequest,
        response: { 201: companyUserResponse },
      },
    },
    async (request, reply) => {
      const companyId = parseCompanyId(request.params.id);
      assertMayManageCompanyUsers(request.user, companyId);
      return reply.code(201).send({ data: await service.createCompanyUser(ctx, companyId, request.body) });
    },
  );

  app.put(
    '/companies/:id/users/:userId',
    {
      schema: {
        description: `Edits the account (only the fields sent). A company manager may not change users who also belong to other companies or hold a global role (403); nobody disables themself (409). ${WHO}`,
        params: companyUserParams,
        body: updateCompanyUserRequest,
        response: { 200: companyUserResponse },
      },
    },
    async (request) => {
      const companyId = parseCompanyId(request.params.id);
      const user = assertMayManageCompanyUsers(request.user, companyId);
      return { data: await service.updateCompanyUser(ctx, user, companyId, request.params.userId, request.body) };
    },
  );

  app.delete(
    '/companies/:id/users/:userId',
    {
      schema: {
        description: `Takes the user out of the company (the account stays; DELETE users/{id} removes accounts). ${WHO}`,
        params: companyUserParams,
        response: { 200: okResult },
      },
    },
    async (request) => {
      const companyId = parseCompanyId(request.params.id);
      const user = assertMayManageCompanyUsers(request.user, companyId);
      await service.removeCompanyUser(ctx, user, companyId, request.params.userId);
      return ok;
    },
  );

  app.put(
    '/companies/:id/users/:userId/resetpassword',
    {
      schema: {
        description: `E-mails the user a password reset link (the activation link when the account was never activated). ${WHO}`,
        params: companyUserParams,
        response: { 200: okResult },
      },
    },
    async (request) => {
      const companyId = parseCompanyId(request.params.id);
      assertMayManageCompanyUsers(request.user, companyId);
      await service.sendCompanyUserPasswordLink(ctx, companyId, request.params.userId);
      return ok;
    },
  );

  app.post(
    '/companies/:id/users/:userId/roles',
    {
      schema: {
        description: `Adds a role of this company (\`id\`: its role id, or the name manager, editor or employee); 422 when it is not one of the company's roles. User administrators may add a role to an account of another company, which makes it a member here as well (a company's manager gets 404 for non-members). ${WHO}`,
        params: companyUserParams,
        body: addCompanyUserRoleRequest,
        response: { 200: companyUserResponse },
      },
    },
    async (request) => {
      const companyId = parseCompanyId(request.params.id);
      const user = assertMayManageCompanyUsers(request.user, companyId);
      return { data: await service.addCompanyUserRole(ctx, user, companyId, request.params.userId, request.body) };
    },
  );

  app.delete(
    '/companies/:id/users/:userId/roles/:roleId',
    {
      schema: {
        description: `Removes a role (id or name) of this company; the employee role cannot be removed (409 code 14). ${WHO}`,
        params: companyUserRoleParams,
        response: { 200: companyUserResponse },
      },
    },
    async (request) => {
      const companyId = parseCompanyId(request.params.id);
      const user = assertMayManageCompanyUsers(request.user, companyId);
      const { userId, roleId } = request.params;
      return { data: await service.removeCompanyUserRole(ctx, user, companyId, userId, roleId) };
    },
  );
};
