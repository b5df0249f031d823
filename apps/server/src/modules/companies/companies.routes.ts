import { companiesEndpoints as endpoints } from '@portal/contracts/endpoints/companies';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/endpoint-route';
import { paged } from '../../platform/http/pagination';
import * as service from './companies.service';

export function registerCompaniesRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  registerEndpoint(app, endpoints.list, async ({ user, query }) => {
    const { rows, total } = await service.listCompanies(ctx, user, query);
    return paged(query, rows, total);
  });
  registerEndpoint(app, endpoints.create, async ({ user, body }) => ({
    data: await service.createCompany(ctx, user, body),
  }));
  registerEndpoint(app, endpoints.get, async ({ user, params }) => ({
    data: await service.getCompany(ctx, user, params.id),
  }));
  registerEndpoint(app, endpoints.update, async ({ user, params, body }) => ({
    data: await service.updateCompany(ctx, user, params.id, body),
  }));
  registerEndpoint(app, endpoints.delete, async ({ user, params }) => {
    await service.deleteCompany(ctx, user, params.id);
    return { data: { ok: true as const } };
  });
}
