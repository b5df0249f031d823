import { deleteRequestsEndpoints as endpoints } from '@portal/contracts/endpoints/delete-requests';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/endpoint-route';
import * as service from './delete-requests.service';

const ok = { data: { ok: true as const } };

/** Document delete requests: users who may not delete ask; holders of document-delete-requests.manage decide. */
export function registerDeleteRequestsRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  registerEndpoint(app, endpoints.list, async ({ user }) => ({ data: await service.listRequests(ctx, user) }));
  registerEndpoint(app, endpoints.create, async ({ user, body }) => ({
    data: await service.createRequest(ctx, user, body),
  }));
  registerEndpoint(app, endpoints.acceptMany, async ({ user, body }) => ({
    data: { ids: await service.acceptRequests(ctx, user, body) },
  }));
  registerEndpoint(app, endpoints.accept, async ({ user, params }) => {
    await service.acceptRequest(ctx, user, params.id);
    return ok;
  });
  registerEndpoint(app, endpoints.reject, async ({ user, params }) => {
    await service.rejectRequest(ctx, user, params.id);
    return ok;
  });
}
