import { ErrorCode } from '@portal/contracts';
import { projectSubtypesEndpoints as endpoints } from '@portal/contracts/endpoints/project-subtypes';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/endpoint-route';
import { paged } from '../../platform/http/pagination';
import { answerValidationWith } from '../../platform/http/validation-code';
import * as service from './project-subtypes.service';

export function registerProjectSubtypesRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  // A scope of their own: the subtype form shows 35 for a missing name (spec part 2 section 5).
  app.register(async (scope) => {
    answerValidationWith(scope, ErrorCode.fillRequired, 'Fill in the required fields.');
    registerEndpoint(scope, endpoints.list, async ({ user, query }) => {
      const { rows, total, can } = await service.listSubtypes(ctx, user, query);
      return { ...paged(query, rows, total), can };
    });
    registerEndpoint(scope, endpoints.create, async ({ user, body }) => ({
      data: await service.createSubtype(ctx, user, body),
    }));
    registerEndpoint(scope, endpoints.rename, async ({ user, params, body }) => ({
      data: await service.renameSubtype(ctx, user, params.id, body),
    }));
    registerEndpoint(scope, endpoints.delete, async ({ user, params }) => {
      await service.deleteSubtype(ctx, user, params.id);
      return { data: { ok: true as const } };
    });
  });
}
