import { ErrorCode } from '@portal/contracts';
import { projectStatusesEndpoints as endpoints } from '@portal/contracts/endpoints/project-statuses';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/endpoint-route';
import { paged } from '../../platform/http/pagination';
import { answerValidationWith } from '../../platform/http/validation-code';
import * as service from './project-statuses.service';

export function registerProjectStatusesRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  // A scope of their own: the status form shows 35 for a missing name (spec part 2 section 5).
  app.register(async (scope) => {
    answerValidationWith(scope, ErrorCode.fillRequired, 'Fill in the required fields.');
    registerEndpoint(scope, endpoints.list, async ({ user, query }) => {
      const { rows, total, can } = await service.listStatuses(ctx, user, query);
      return { ...paged(query, rows, total), can };
    });
    registerEndpoint(scope, endpoints.get, async ({ user, params }) => ({
      data: await service.getStatus(ctx, user, params.id),
    }));
    registerEndpoint(scope, endpoints.projects, async ({ user, params }) => ({
      data: await service.listStatusProjects(ctx, user, params.id),
    }));
    registerEndpoint(scope, endpoints.create, async ({ user, body }) => ({
      data: await service.createStatus(ctx, user, body),
    }));
    registerEndpoint(scope, endpoints.update, async ({ user, params, body }) => ({
      data: await service.updateStatus(ctx, user, params.id, body),
    }));
    registerEndpoint(scope, endpoints.delete, async ({ user, params, reply }) => {
      try {
        await service.deleteStatus(ctx, user, params.id);
      } catch (error) {
        // 41 carries the projects using the status (`errors.projects`), beyond the plain error body.
        if (error instanceof service.StatusInUseError) return reply.code(409).send(error.body());
        throw error;
      }
      return { data: { ok: true as const } };
    });
  });
}
