import { productReportsEndpoints as endpoints } from '@portal/contracts/endpoints/product-reports';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { contentDisposition } from '../../platform/http/content-disposition';
import { registerEndpoint } from '../../platform/http/endpoint-route';
import * as service from './product-reports.service';
import { REPORT_CSP } from './report-html';

/** HTML shown in place (a frame, a print tab); CSV downloaded. Neither is ever sniffed or cached. */
function send(reply: FastifyReply, file: service.ReportFile) {
  const isCsv = file.contentType.startsWith('text/csv');
  return reply
    .header('Content-Type', file.contentType)
    .header('Content-Disposition', contentDisposition(!isCsv, file.fileName))
    .header('Content-Security-Policy', REPORT_CSP)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, no-store')
    .header('Referrer-Policy', 'no-referrer')
    .send(file.body);
}

/** Product reports, by the bearer token or a signed print link, and the links themselves. */
export function registerProductReportsRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  registerEndpoint(app, endpoints.form, async ({ user, params, query, reply }) =>
    send(reply, await service.productReport(ctx, user, params.id, params.formId, query)),
  );
  registerEndpoint(app, endpoints.project, async ({ user, params, query, reply }) =>
    send(reply, await service.productReport(ctx, user, params.id, null, query)),
  );
  registerEndpoint(app, endpoints.link, async ({ user, params, body }) => ({
    data: await service.createReportLink(ctx, user, params.id, body),
  }));
}
