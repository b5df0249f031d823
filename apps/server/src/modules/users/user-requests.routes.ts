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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireOwnerManager } from '../../platform/auth/guard';
import { paged } from '../../platform/http/pagination';
import * as service from './user-requests.service';

/** New-user requests: anyone may ask (POST portal/user); owner-managers decide. */
export const userRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.post(
    '/portal/user',
    {
      schema: {
        description:
          'A request for an account, open without a login (chosen payload: name, email, phone?, company_id?, company_name?, message?, locale?). Always `{ data: { ok: true } }`, whether or not the address has an account; an owner-manager approves or rejects it. 422 for invalid fields or an unknown company_id.',
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
          'Chosen path: new-user requests, newest first; pending ones unless `status` (approved, rejected, all). Owner-managers.',
        querystring: userRequestListQuery,
        response: { 200: userRequestListResponse },
      },
    },
    async (request) => {
      requireOwnerManager(request);
      const { rows, total } = await service.listUserRequests(ctx, request.query);
      return paged(request.query, rows, total);
    },
  );

  app.post(
    '/portal/user-requests/:id/approve',
    {
      schema: {
        description:
          "Chosen path: makes the account in `company_id` (or the request's company; neither: 422 code 2; the body may be left out) with optional `roles` and `user_category_id`, and e-mails the activation link. 409 code 14 when already decided; 422 `email-in-use` when the address got an account meanwhile. Owner-managers.",
        params: idParam,
        body: approveUserRequestRequest.nullish(),
        response: { 200: approveUserRequestResponse },
      },
    },
    async (request) => {
      const user = requireOwnerManager(request);
      return { data: await service.approveUserRequest(ctx, user, request.params.id, request.body ?? {}) };
    },
  );

  app.post(
    '/portal/user-requests/:id/reject',
    {
      schema: {
        description: 'Chosen path: rejects a pending request (409 code 14 when already decided). Owner-managers.',
        params: idParam,
        response: { 200: userRequestResponse },
      },
    },
    async (request) => {
      const user = requireOwnerManager(request);
      return { data: await service.rejectUserRequest(ctx, user, request.params.id) };
    },
  );
};
