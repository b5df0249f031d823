import { condominiumsEndpoints } from '@portal/contracts/endpoints/condominiums';
import { foldersEndpoints as endpoints } from '@portal/contracts/endpoints/folders';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/endpoint-route';
import * as service from './folders.service';

export function registerFoldersRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  registerEndpoint(app, endpoints.list, async ({ user, params }) => ({
    data: await service.listFolders(ctx, user, params.id),
  }));
  // The condominium view's copy of the same list (its own path in the spec's catalogue).
  registerEndpoint(app, condominiumsEndpoints.projectFolders, async ({ user, params }) => ({
    data: await service.listFolders(ctx, user, params.id),
  }));
  registerEndpoint(app, endpoints.create, async ({ user, params, body }) => ({
    data: await service.createFolder(ctx, user, params.id, body),
  }));
  registerEndpoint(app, endpoints.rename, async ({ user, params, body }) => ({
    data: await service.renameFolder(ctx, user, params.id, body),
  }));
  registerEndpoint(app, endpoints.delete, async ({ user, params }) => {
    await service.deleteFolder(ctx, user, params.id);
    return { data: { ok: true as const } };
  });
}
