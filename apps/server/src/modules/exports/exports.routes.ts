import { exportsEndpoints as endpoints } from '@portal/contracts/endpoints/exports';
import type { FastifyInstance } from 'fastify';
import { contentDisposition } from '../../platform/http/content-disposition';
import { registerEndpoint } from '../../platform/http/endpoint-route';
import * as service from './exports.service';

/** ZIP exports: queued by a signed-in user, downloaded through the e-mailed link. */
export function registerExportsRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  registerEndpoint(app, endpoints.create, async ({ user, params, body }) => ({
    data: await service.createExport(ctx, user, params.id, body),
    code: 200 as const,
  }));
  registerEndpoint(app, endpoints.download, async ({ params, query, reply }) => {
    const { stream, fileName } = await service.openDownload(ctx, params.id, query.token);
    return reply
      .header('Content-Type', 'application/zip')
      .header('Content-Disposition', contentDisposition(false, fileName))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, no-store')
      .header('Referrer-Policy', 'no-referrer')
      .send(stream);
  });
}
