import { progressReportsEndpoints as endpoints } from '@portal/contracts/endpoints/progress-reports';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/endpoint-route';
import * as service from './progress-reports.service';

export function registerProgressReportsRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  registerEndpoint(app, endpoints.list, async ({ user, params, query }) =>
    service.listReports(ctx, user, params.id, query),
  );
  registerEndpoint(app, endpoints.create, async ({ user, params, body }) => ({
    data: await service.createReport(ctx, user, params.id, body),
  }));
  registerEndpoint(app, endpoints.delete, async ({ user, params }) => {
    await service.deleteReport(ctx, user, params.id, params.submissionId);
    return { data: { ok: true as const } };
  });
}
