import { companyUsersEndpoints as endpoints } from '@portal/contracts/endpoints/company-users';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/endpoint-route';
import { paged } from '../../platform/http/pagination';
import * as service from './company-users.service';

export function registerCompanyUsersRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  const ok = { data: { ok: true as const } };
  registerEndpoint(app, endpoints.list, async ({ user, params, query }) => {
    const { rows, total } = await service.listCompanyUsers(ctx, user, params.id, query);
    return paged(query, rows, total);
  });
  registerEndpoint(app, endpoints.create, async ({ user, params, body }) => ({
    data: await service.createCompanyUser(ctx, user, params.id, body),
  }));
  registerEndpoint(app, endpoints.update, async ({ user, params, body }) => ({
    data: await service.updateCompanyUser(ctx, user, params.id, params.userId, body),
  }));
  registerEndpoint(app, endpoints.remove, async ({ user, params }) => {
    await service.removeCompanyUser(ctx, user, params.id, params.userId);
    return ok;
  });
  registerEndpoint(app, endpoints.resetPassword, async ({ user, params }) => {
    await service.sendCompanyUserPasswordLink(ctx, user, params.id, params.userId);
    return ok;
  });
  registerEndpoint(app, endpoints.addRole, async ({ user, params, body }) => ({
    data: await service.addCompanyUserRole(ctx, user, params.id, params.userId, body),
  }));
  registerEndpoint(app, endpoints.removeRole, async ({ user, params }) => ({
    data: await service.removeCompanyUserRole(ctx, user, params.id, params.userId, params.roleId),
  }));
}
