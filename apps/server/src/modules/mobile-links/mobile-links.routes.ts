import { mobileLinksEndpoints as endpoints } from '@portal/contracts/endpoints/mobile-links';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/endpoint-route';
import * as service from './mobile-links.service';

/** Mobile links: read by every signed-in user (the mobile app), kept by owner-managers. */
export function registerMobileLinksRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  registerEndpoint(app, endpoints.list, async ({ user }) => ({ data: await service.listLinks(ctx, user) }));
  registerEndpoint(app, endpoints.create, async ({ user, body }) => ({
    data: await service.createLink(ctx, user, body),
  }));
  registerEndpoint(app, endpoints.update, async ({ user, params, body }) => ({
    data: await service.updateLink(ctx, user, params.id, body),
  }));
  registerEndpoint(app, endpoints.delete, async ({ user, params }) => {
    await service.deleteLink(ctx, user, params.id);
    return { data: { ok: true as const } };
  });
}
