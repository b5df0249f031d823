import { usersEndpoints as endpoints } from '@portal/contracts/endpoints/users';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/endpoint-route';
import { paged } from '../../platform/http/pagination';
import * as service from './users.service';

export function registerUsersRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  const ok = { data: { ok: true as const } };
  registerEndpoint(app, endpoints.list, async ({ user, query }) => {
    const { rows, total } = await service.listUsers(ctx, user, query);
    return paged(query, rows, total);
  });
  registerEndpoint(app, endpoints.get, async ({ user, params }) => ({
    data: await service.getUserDetail(ctx, user, params.id),
  }));
  registerEndpoint(app, endpoints.update, async ({ user, params, body }) => ({
    data: await service.updateUser(ctx, user, params.id, body),
  }));
  registerEndpoint(app, endpoints.delete, async ({ user, params }) => {
    await service.deleteUser(ctx, user, params.id);
    return ok;
  });
  registerEndpoint(app, endpoints.setGlobalRoles, async ({ user, params, body }) => ({
    data: await service.setGlobalRoles(ctx, user, params.id, body),
  }));
  registerEndpoint(app, endpoints.setManualPassword, async ({ user, body }) => {
    await service.setManualPassword(ctx, user, body);
    return ok;
  });
}
