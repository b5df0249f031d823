import {
  attachableCompanyListResponse,
  attachProjectCompanyRequest,
  idParam,
  okResult,
  projectCompanyListResponse,
  projectCompanyParams,
  projectCompanyResponse,
  projectRoleListResponse,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission } from '../../platform/auth/guard';
import * as service from './project-companies.service';

/** `projects/{id}/companies` (DECISIONS.md "Who sees what": the chosen path). */
export const projectCompaniesRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    '/projects/:id/companies',
    {
      schema: {
        description:
          'Companies attached to the project {id, name, code, type}, by name; their users see it. Needs projects.access; 404 for a project the caller does not see.',
        params: idParam,
        response: { 200: projectCompanyListResponse },
      },
    },
    async (request) => {
      const user = requirePermission(request, 'projects.access');
      return { data: await service.listProjectCompanies(ctx, user, request.params.id) };
    },
  );

  app.get(
    '/projects/:id/companies/available',
    {
      schema: {
        description:
          'Chosen path: the companies not attached to the project {id, name, type}, by name; the choices of the companies tab (GET companies is for company administrators). Needs projects.manage on a project the caller sees (else 404).',
        params: idParam,
        response: { 200: attachableCompanyListResponse },
      },
    },
    async (request) => {
      const user = requirePermission(request, 'projects.manage');
      return { data: await service.listAttachableCompanies(ctx, user, request.params.id) };
    },
  );

  app.get(
    '/projects/:id/roles',
    {
      schema: {
        description:
          'Chosen path: the company roles (as GET roles) of owner-type companies and of the companies attached to the project, by company name: the rows of the folder visibility grid. Needs projects.manage on a project the caller sees (else 404).',
        params: idParam,
        response: { 200: projectRoleListResponse },
      },
    },
    async (request) => {
      const user = requirePermission(request, 'projects.manage');
      return { data: await service.listProjectRoles(ctx, user, request.params.id) };
    },
  );

  app.post(
    '/projects/:id/companies',
    {
      schema: {
        description:
          'Attaches a company {company_id}: 201 when new, 200 when it was attached already; an unknown company is 422. Needs projects.manage on a project the caller sees (else 404).',
        params: idParam,
        body: attachProjectCompanyRequest,
        response: { 200: projectCompanyResponse, 201: projectCompanyResponse },
      },
    },
    async (request, reply) => {
      const user = requirePermission(request, 'projects.manage');
      const { data, created } = await service.attachCompany(ctx, user, request.params.id, request.body.company_id);
      return reply.code(created ? 201 : 200).send({ data });
    },
  );

  app.delete(
    '/projects/:id/companies/:companyId',
    {
      schema: {
        description:
          'Detaches a company; 404 when it is not attached. Needs projects.manage on a project the caller sees (else 404).',
        params: projectCompanyParams,
        response: { 200: okResult },
      },
    },
    async (request) => {
      const user = requirePermission(request, 'projects.manage');
      await service.detachCompany(ctx, user, request.params.id, request.params.companyId);
      return { data: { ok: true as const } };
    },
  );
};
