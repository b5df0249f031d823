import { notificationsEndpoints as endpoints } from '@portal/contracts/endpoints/notifications';
import type { FastifyInstance } from 'fastify';
import { contentDisposition } from '../../platform/http/content-disposition';
import { registerEndpoint } from '../../platform/http/endpoint-route';
import { paged } from '../../platform/http/pagination';
import { STORED_FILE_CSP } from '../../platform/http/security-headers';
import * as service from './notifications.service';
import { readNotificationUpload } from './notifications.upload';

const ok = { data: { ok: true as const } };

/** Notifications: the admin screen's calls, the published lists, ties to projects, condominiums and apartments. */
export function registerNotificationsRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  const readUpload = (request: Parameters<typeof readNotificationUpload>[0]) => () =>
    readNotificationUpload(request, ctx.storage, {
      maxBytes: Math.floor(ctx.config.UPLOAD_MAX_MB * 1024 * 1024),
      maxMegapixels: ctx.config.IMAGE_MAX_MEGAPIXELS,
    });

  registerEndpoint(app, endpoints.list, async ({ user, query }) => {
    const { rows, total } = await service.listAll(ctx, user, query);
    return paged(query, rows, total);
  });
  registerEndpoint(app, endpoints.latest, async ({ user, query }) => ({
    data: await service.listLatest(ctx, user, query.limit),
  }));
  registerEndpoint(app, endpoints.global, async ({ user, query }) => {
    const { rows, total } = await service.listGlobal(ctx, user, query);
    return paged(query, rows, total);
  });
  registerEndpoint(app, endpoints.create, async ({ user, request }) => ({
    data: await service.createNotification(ctx, user, readUpload(request)),
  }));
  registerEndpoint(app, endpoints.update, async ({ user, params, request }) => ({
    data: await service.updateNotification(ctx, user, params.id, readUpload(request)),
  }));
  registerEndpoint(app, endpoints.delete, async ({ user, params }) => {
    await service.deleteNotification(ctx, user, params.id);
    return ok;
  });
  registerEndpoint(app, endpoints.download, async ({ user, params, reply }) => {
    const file = await service.findAttachment(ctx, user, params.id);
    const stream = await ctx.storage.get(file.key);
    // The headers of a document file that is downloaded, never shown inline (documents.routes.ts).
    reply
      .header('Content-Type', file.mime)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', STORED_FILE_CSP)
      .header('Content-Disposition', contentDisposition(false, file.name))
      .header('Cache-Control', 'private, no-store');
    if (file.size !== null) reply.header('Content-Length', String(file.size));
    return reply.send(stream);
  });

  registerEndpoint(app, endpoints.project, async ({ user, params }) => ({
    data: await service.listTargetNotifications(ctx, user, 'project', params.id),
  }));
  registerEndpoint(app, endpoints.attachToProject, async ({ user, params }) => {
    await service.linkNotification(ctx, user, 'project', params.id, params.notificationId, true);
    return ok;
  });
  registerEndpoint(app, endpoints.detachFromProject, async ({ user, params }) => {
    await service.linkNotification(ctx, user, 'project', params.id, params.notificationId, false);
    return ok;
  });
  registerEndpoint(app, endpoints.condominium, async ({ user, params }) => ({
    data: await service.listTargetNotifications(ctx, user, 'condominium', params.id),
  }));
  registerEndpoint(app, endpoints.attachToCondominium, async ({ user, params }) => {
    await service.linkNotification(ctx, user, 'condominium', params.id, params.notificationId, true);
    return ok;
  });
  registerEndpoint(app, endpoints.detachFromCondominium, async ({ user, params }) => {
    await service.linkNotification(ctx, user, 'condominium', params.id, params.notificationId, false);
    return ok;
  });
  registerEndpoint(app, endpoints.apartment, async ({ user, params }) => ({
    data: await service.listTargetNotifications(ctx, user, 'apartment', params.id),
  }));
  registerEndpoint(app, endpoints.attachToApartment, async ({ user, params }) => {
    await service.linkNotification(ctx, user, 'apartment', params.id, params.notificationId, true);
    return ok;
  });
  registerEndpoint(app, endpoints.detachFromApartment, async ({ user, params }) => {
    await service.linkNotification(ctx, user, 'apartment', params.id, params.notificationId, false);
    return ok;
  });
}
