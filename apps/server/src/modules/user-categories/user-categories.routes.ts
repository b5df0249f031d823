import { userCategoriesEndpoints as endpoints } from '@portal/contracts/endpoints/user-categories';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/endpoint-route';
import { paged } from '../../platform/http/pagination';
import * as service from './user-categories.service';

export function registerUserCategoriesRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  registerEndpoint(app, endpoints.list, async ({ user, query }) => {
    const { rows, total } = await service.listCategories(ctx, user, query);
    return paged(query, rows, total);
  });
  registerEndpoint(app, endpoints.create, async ({ user, body }) => ({
    data: await service.createCategory(ctx, user, body),
  }));
  registerEndpoint(app, endpoints.delete, async ({ user, params }) => ({
    data: await service.deleteCategory(ctx, user, params.id),
  }));
}
