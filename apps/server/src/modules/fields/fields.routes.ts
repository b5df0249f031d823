import { fieldsEndpoints as endpoints } from '@portal/contracts/endpoints/fields';
import type { FastifyInstance } from 'fastify';
import { requireGlobalsUser } from '../../platform/auth/globals-guard';
import { registerEndpoint } from '../../platform/http/endpoint-route';
import * as repo from './fields.repo';
import { presentField, presentKeyword } from './fields.repo';
import * as service from './fields.service';

/** The globals `fields` and `allKeywords`, and the administration of fields and keywords. */
export function registerFieldsRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  const { db } = ctx;

  registerEndpoint(app, endpoints.list, async ({ user }) => {
    requireGlobalsUser(user);
    return { data: (await repo.findFieldsWithKeywords(db)).map(presentField) };
  });

  registerEndpoint(app, endpoints.allKeywords, async ({ user }) => {
    requireGlobalsUser(user);
    return { data: (await repo.findAllKeywords(db)).map(presentKeyword) };
  });

  registerEndpoint(app, endpoints.create, async ({ user, body }) => ({
    data: await service.createField(ctx, user, body),
  }));
  registerEndpoint(app, endpoints.update, async ({ user, params, body }) => ({
    data: await service.updateField(ctx, user, params.id, body),
  }));
  registerEndpoint(app, endpoints.delete, async ({ user, params }) => {
    await service.deleteField(ctx, user, params.id);
    return { data: { ok: true as const } };
  });
  registerEndpoint(app, endpoints.keywords, async ({ user, params }) => ({
    data: await service.listKeywords(ctx, user, params.id),
  }));
  registerEndpoint(app, endpoints.updateKeyword, async ({ user, params, body }) => ({
    data: await service.updateKeyword(ctx, user, params.id, params.keywordId, body),
  }));
  registerEndpoint(app, endpoints.deleteKeyword, async ({ user, params }) => {
    await service.deleteKeyword(ctx, user, params.id, params.keywordId);
    return { data: { ok: true as const } };
  });
}
