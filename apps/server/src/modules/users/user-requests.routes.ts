import {
  approveUserRequestRequest,
  approveUserRequestResponse,
  idParam,
  okResult,
  portalUserRequest,
  userRequestListQuery,
  userRequestListResponse,
  userRequestResponse,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { can, requireOwnerManager } from '../../platform/auth/guard';
import { forbidden } from '../../platform/http/app-error';
import { paged } from '../../platform/http/pagination';
import * as service from './user-requests.service';

/** Deciding on a request makes an account: user administration (users.manage) on an owner-manager's screen. */
function requireRequestDecider(request: FastifyRequest) {
  const user = requireOwnerManager(request);
  if (!can(user, 'users.manage')) throw forbidden();
  return user;
}

/** New-user requests: anyone may ask (POST portal/user); owner-managers holding users.manage decide. */
export const userRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.post(
    '/portal/user',
    {
      schema: {
        description:
          'A request for an account, open without a login (chosen payload: name, email, phone?, company_id?, company_name?, message?, locale?). Always `{ data: { ok: true } }`, whether or not the address has an account; an owner-manager holding users.manage approves or rejects it. 422 for invalid fields or an unknown company_id.',
        body: portalUserRequest,
        response: { 200: okResult },
        security: [],
      },
    },
    async (request) => {
      await service.submitUserRequest(ctx, request.body);
      return { data: { ok: true as const } };
    },
  );

  app.get(
    '/portal/user-requests',
    {
      schema: {
        description:
          'Chosen path: new-user requests, newest first; pending ones unless `status` (approved, rejected, all). Owner-managers holding users.manage.',
        querystring: userRequestListQuery,
        response: { 200: userRequestListResponse },
      },
    },
    async (request) => {
      requireRequestDecider(request);
      const { rows, total } = await service.listUserRequests(ctx, request.query);
      return paged(request.query, rows, total);
    },
  );

  app.post(
    '/portal/user-requests/:id/approve',
    {
      schema: {
        description:
          "Chosen path: makes the account in `company_id` (or the request's company; neither: 422 code 2; the body may be left out) with optional `roles` and `user_category_id`, and e-mails the activation link. 409 code 14 when already decided; 422 `email-in-use` when the address got an account meanwhile. Owner-managers holding users.manage.",
        params: idParam,
        body: approveUserRequestRequest.nullish(),
        response: { 200: approveUserRequestResponse },
      },
    },
    async (request) => {
      const user = requireRequestDecider(request);
      return { data: await service.approveUserRequest(ctx, user, request.params.id, request.body ?? {}) };
    },
  );

  app.post(
    '/portal/user-requests/:id/reject',
    {
      schema: {
        description:
          'Chosen path: rejects a pending request (409 code 14 when already decided). Owner-managers holding users.manage.',
        params: idParam,
        response: { 200: userRequestResponse },
      },
    },
    async (request) => {
      const user = requireRequestDecider(request);
      return { data: await service.rejectUserRequest(ctx, user, request.params.id) };
    },
  );
};
