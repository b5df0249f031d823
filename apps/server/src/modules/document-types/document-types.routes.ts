import { ErrorCode } from '@portal/contracts';
import { documentTypesEndpoints as endpoints } from '@portal/contracts/endpoints/document-types';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/endpoint-route';
import { answerValidationWith } from '../../platform/http/validation-code';
import * as service from './document-types.service';

export function registerDocumentTypesRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;

  registerEndpoint(app, endpoints.list, async ({ user }) => service.listTypes(ctx, user));
  registerEndpoint(app, endpoints.delete, async ({ user, params }) => {
    await service.deleteType(ctx, user, params.id);
    return { data: { ok: true as const } };
  });
  registerEndpoint(app, endpoints.fields, async ({ user, params, body }) => ({
    data: await service.setTypeFields(ctx, user, params.id, body),
  }));

  // A scope of their own: the type form shows 8 for a missing name (spec part 2 §8).
  app.register(async (scope) => {
    answerValidationWith(scope, ErrorCode.documentTypeNameMissing, 'The document type needs a name.');
    registerEndpoint(scope, endpoints.create, async ({ user, body }) => ({
      data: await service.createType(ctx, user, body),
    }));
    registerEndpoint(scope, endpoints.update, async ({ user, params, body }) => ({
      data: await service.updateType(ctx, user, params.id, body),
    }));
  });
}
