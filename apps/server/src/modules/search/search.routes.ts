import { searchEndpoints as endpoints } from '@portal/contracts/endpoints/search';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/endpoint-route';
import * as service from './search.service';

/** Full-text search over PDF pages and document metadata (spec part 2 "Search"). */
export function registerSearchRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  registerEndpoint(app, endpoints.search, async ({ user, body }) => ({ data: await service.search(ctx, user, body) }));
  registerEndpoint(app, endpoints.details, async ({ user, params }) => ({
    data: await service.searchDetails(ctx, user, params.documentId, params.query),
  }));
}
