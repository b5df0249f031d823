import { summaryViewsEndpoints as endpoints } from '@portal/contracts/endpoints/summary-views';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/endpoint-route';
import * as service from './summary-views.service';

/** Summary views: owner-managers manage them; users of attached companies read them and set states. */
export function registerSummaryViewsRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  registerEndpoint(app, endpoints.list, ({ user }) => service.listViews(ctx, user));
  registerEndpoint(app, endpoints.create, async ({ user, body }) => ({
    data: await service.createView(ctx, user, body),
  }));
  registerEndpoint(app, endpoints.get, async ({ user, params }) => ({
    data: await service.getView(ctx, user, params.id),
  }));
  registerEndpoint(app, endpoints.delete, async ({ user, params }) => {
    await service.deleteView(ctx, user, params.id);
    return { data: { ok: true as const } };
  });
  registerEndpoint(app, endpoints.documents, ({ user, params }) => service.listViewDocuments(ctx, user, params.id));
  for (const endpoint of [endpoints.addCompany, endpoints.addCompanyGet]) {
    registerEndpoint(app, endpoint, async ({ user, params }) => ({
      data: await service.attachCompany(ctx, user, params.id, params.companyId),
    }));
  }
  for (const endpoint of [endpoints.removeCompany, endpoints.removeCompanyGet]) {
    registerEndpoint(app, endpoint, async ({ user, params }) => ({
      data: await service.detachCompany(ctx, user, params.id, params.companyId),
    }));
  }
  registerEndpoint(app, endpoints.setState, async ({ user, params, body }) => ({
    data: await service.setDocumentState(ctx, user, params.id, params.documentId, body.keyword_id),
  }));
}
