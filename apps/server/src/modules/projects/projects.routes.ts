import { ErrorCode } from '@portal/contracts';
import { projectsEndpoints as endpoints } from '@portal/contracts/endpoints/projects';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/endpoint-route';
import { paged } from '../../platform/http/pagination';
import { answerValidationWith } from '../../platform/http/validation-code';
import * as companies from './project-companies.service';
import * as service from './projects.service';

export function registerProjectsRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;

  // In a scope of their own: the project form reads 9 for missing or blank fields (spec part 2 section 5).
  app.register(async (scope) => {
    answerValidationWith(scope, ErrorCode.requiredFields, 'Check the required fields.');
    registerEndpoint(scope, endpoints.list, async ({ user, query }) => {
      const { rows, total, paging } = await service.listProjects(ctx, user, query);
      return paged(paging, rows, total);
    });
    registerEndpoint(scope, endpoints.create, async ({ user, body }) => ({
      data: await service.createProject(ctx, user, body),
    }));
    registerEndpoint(scope, endpoints.get, async ({ user, params }) => ({
      data: await service.getProject(ctx, user, params.id),
    }));
    registerEndpoint(scope, endpoints.update, async ({ user, params, body }) => ({
      data: await service.updateProject(ctx, user, params.id, body),
    }));
    registerEndpoint(scope, endpoints.delete, async ({ user, params }) => {
      await service.deleteProject(ctx, user, params.id);
      return { data: { ok: true as const } };
    });
  });

  registerEndpoint(app, endpoints.companies, async ({ user, params }) => ({
    data: await companies.listProjectCompanies(ctx, user, params.id),
  }));
  registerEndpoint(app, endpoints.availableCompanies, async ({ user, params }) => ({
    data: await companies.listAttachableCompanies(ctx, user, params.id),
  }));
  registerEndpoint(app, endpoints.roles, async ({ user, params }) => ({
    data: await companies.listProjectRoles(ctx, user, params.id),
  }));
  registerEndpoint(app, endpoints.attachCompany, async ({ user, params, body, reply }) => {
    const { data, created } = await companies.attachCompany(ctx, user, params.id, body.company_id);
    // Attaching twice changes nothing: 200 instead of the declared 201.
    if (!created) reply.code(200);
    return { data };
  });
  registerEndpoint(app, endpoints.detachCompany, async ({ user, params }) => {
    await companies.detachCompany(ctx, user, params.id, params.companyId);
    return { data: { ok: true as const } };
  });
}
