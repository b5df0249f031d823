import { permissionsEndpoints as endpoints } from '@portal/contracts/endpoints/permissions';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/endpoint-route';
import { paged } from '../../platform/http/pagination';
import * as contentService from './content-permissions.service';
import * as service from './permissions.service';

/** The permission matrix, role lists and content permissions (spec part 3 §2, §7). */
export function registerPermissionsRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  registerEndpoint(app, endpoints.matrix, async ({ user }) => ({ data: await service.matrix(ctx, user) }));
  registerEndpoint(app, endpoints.ownerColumn, async ({ user }) => ({ data: await service.ownerColumn(ctx, user) }));
  registerEndpoint(app, endpoints.grant, async ({ user, body }) => ({ data: await service.grant(ctx, user, body) }));
  registerEndpoint(app, endpoints.revoke, async ({ user, params }) => ({
    data: await service.revoke(ctx, user, params.role, params.name),
  }));
  registerEndpoint(app, endpoints.roles, async ({ user, query }) => {
    const { rows, total } = await service.listCompanyRoles(ctx, user, query);
    return paged(query, rows, total);
  });
  registerEndpoint(app, endpoints.typedRoles, async ({ user, query }) => {
    const { rows, total } = await service.listTypedRoles(ctx, user, query);
    return paged(query, rows, total);
  });
  registerEndpoint(app, endpoints.listContent, async ({ user, query }) => {
    const { rows, total } = await contentService.listContentPermissions(ctx, user, query);
    return paged(query, rows, total);
  });
  registerEndpoint(app, endpoints.createContent, async ({ user, body, reply }) => {
    const { data, created } = await contentService.createContentPermission(ctx, user, body);
    // An existing grant answers 200 (the declaration's 201 is for a new one).
    if (!created) reply.code(200);
    return { data };
  });
  registerEndpoint(app, endpoints.deleteContent, async ({ user, params }) => {
    await contentService.deleteContentPermission(ctx, user, params.id);
    return { data: { ok: true as const } };
  });
}
