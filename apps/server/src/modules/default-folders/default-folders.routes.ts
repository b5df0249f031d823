import { defaultFoldersEndpoints as endpoints } from '@portal/contracts/endpoints/default-folders';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/endpoint-route';
import { paged } from '../../platform/http/pagination';
import * as service from './default-folders.service';

export function registerDefaultFoldersRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  registerEndpoint(app, endpoints.list, async ({ user, query }) => {
    const { rows, total, can } = await service.listDefaultFolders(ctx, user, query);
    return { ...paged(query, rows, total), can };
  });
  registerEndpoint(app, endpoints.create, async ({ user, body }) => ({
    data: await service.createDefaultFolder(ctx, user, body),
  }));
  registerEndpoint(app, endpoints.rename, async ({ user, params, body }) => ({
    data: await service.renameDefaultFolder(ctx, user, params.id, body),
  }));
  registerEndpoint(app, endpoints.delete, async ({ user, params }) => {
    await service.deleteDefaultFolder(ctx, user, params.id);
    return { data: { ok: true as const } };
  });
}
