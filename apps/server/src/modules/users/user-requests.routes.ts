import { userRequestsEndpoints as endpoints } from '@portal/contracts/endpoints/user-requests';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/endpoint-route';
import { paged } from '../../platform/http/pagination';
import * as service from './user-requests.service';

/** New-user requests: anyone may ask (POST portal/user); owner-managers holding users.manage decide. */
export function registerUserRequestsRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  registerEndpoint(app, endpoints.submit, async ({ body }) => {
    await service.submitUserRequest(ctx, body);
    return { data: { ok: true as const } };
  });
  registerEndpoint(app, endpoints.list, async ({ user, query }) => {
    const { rows, total } = await service.listUserRequests(ctx, user, query);
    return paged(query, rows, total);
  });
  registerEndpoint(app, endpoints.approve, async ({ user, params, body }) => ({
    data: await service.approveUserRequest(ctx, user, params.id, body ?? {}),
  }));
  registerEndpoint(app, endpoints.reject, async ({ user, params }) => ({
    data: await service.rejectUserRequest(ctx, user, params.id),
  }));
}
