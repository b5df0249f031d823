import { materialDeadlinesEndpoints as endpoints } from '@portal/contracts/endpoints/material-deadlines';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/endpoint-route';
import * as service from './material-deadlines.service';

const ok = { data: { ok: true as const } };

/** Selection deadlines, forms' own deadlines and quote deadlines. */
export function registerMaterialDeadlinesRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  registerEndpoint(app, endpoints.list, ({ user, params, query }) =>
    service.listDeadlines(ctx, user, params.id, query),
  );
  registerEndpoint(app, endpoints.create, async ({ user, params, body }) => ({
    data: await service.createDeadline(ctx, user, params.id, body),
  }));
  registerEndpoint(app, endpoints.delete, async ({ user, params }) => {
    await service.deleteDeadline(ctx, user, params.id, params.deadlineId);
    return ok;
  });
  registerEndpoint(app, endpoints.formDeadlinesOfProject, ({ user, params, query }) =>
    service.listProjectFormDeadlines(ctx, user, params.id, query),
  );
  registerEndpoint(app, endpoints.formDeadlines, ({ user, query }) => service.listFormDeadlines(ctx, user, query));
  registerEndpoint(app, endpoints.createFormDeadline, async ({ user, body }) => ({
    data: await service.createFormDeadline(ctx, user, body),
  }));
  registerEndpoint(app, endpoints.updateFormDeadline, async ({ user, params, body }) => ({
    data: await service.updateFormDeadline(ctx, user, params.id, body.deadline_at),
  }));
  registerEndpoint(app, endpoints.deleteFormDeadline, async ({ user, params }) => {
    await service.deleteFormDeadline(ctx, user, params.id);
    return ok;
  });
  registerEndpoint(app, endpoints.createQuoteDeadline, async ({ user, body }) => ({
    data: await service.setQuoteDeadline(ctx, user, body),
  }));
  registerEndpoint(app, endpoints.updateQuoteDeadline, async ({ user, params, body }) => ({
    data: await service.updateQuoteDeadline(ctx, user, params.id, body.deadline_at),
  }));
  registerEndpoint(app, endpoints.deleteQuoteDeadline, async ({ user, params }) => {
    await service.deleteQuoteDeadline(ctx, user, params.id);
    return ok;
  });
}
