import {
  createProjectRequest,
  ErrorCode,
  idParam,
  okResult,
  projectListQuery,
  projectListResponse,
  projectResponse,
  updateProjectRequest,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isOwnerManager, requirePermission } from '../../platform/auth/guard';
import { forbidden } from '../../platform/http/app-error';
import { paged } from '../../platform/http/pagination';
import * as service from './projects.service';
import { answerValidationWith } from './validation-code';

const SEES =
  'Users of owner-type companies, owner-managers and Super see every project; users of client and subcontractor companies the projects their company is attached to; soft-deleted projects only owner-managers (with `deleted_at`). A project the caller may not see is 404 with code 17, as a missing one.';

export const projectsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  // The project form shows 9 for missing or blank fields (spec part 2 section 5).
  answerValidationWith(app, ErrorCode.requiredFields, 'Check the required fields.');

  app.get(
    '/projects',
    {
      schema: {
        description: `Projects, most recent document first, then newest. \`limit\` (first N) or \`page\`/\`per_page\`; \`onlyactive=1\` the list, \`onlyinactive=1\` the archive; \`search\` in code or name; \`status\` a status id. Needs projects.access. ${SEES}`,
        querystring: projectListQuery,
        response: { 200: projectListResponse },
      },
    },
    async (request) => {
      const user = requirePermission(request, 'projects.access');
      const { rows, total, paging } = await service.listProjects(ctx, user, request.query);
      return paged(paging, rows, total);
    },
  );

  app.post(
    '/projects',
    {
      schema: {
        description:
          'Creates a project {project_subtype_id, type, code, name, status (a status id), coordinates} with a copy of the subtype default folders and their grants, and its automatic schedule entries. Missing or blank fields, a type not enabled by configuration, an unknown or inactive status: 422 code 9; a code in use: 409 code 29. Owner-managers holding projects.manage.',
        body: createProjectRequest,
        response: { 201: projectResponse },
      },
    },
    async (request, reply) => {
      const user = requirePermission(request, 'projects.manage');
      if (!isOwnerManager(user)) throw forbidden();
      return reply.code(201).send({ data: await service.createProject(ctx, user, request.body) });
    },
  );

  app.get(
    '/projects/:id',
    {
      schema: {
        description: `One project. Needs projects.access. ${SEES}`,
        params: idParam,
        response: { 200: projectResponse },
      },
    },
    async (request) => {
      const user = requirePermission(request, 'projects.access');
      return { data: await service.getProject(ctx, user, request.params.id) };
    },
  );

  app.put(
    '/projects/:id',
    {
      schema: {
        description:
          'Edits {code, name, type, status, active, coordinates}. Code, name and type are required (422 code 9); `status` left out or null keeps it, and a different one must be active (9) and adds an automatic schedule entry; `active` false moves the project to the archive. A code in use: 409 code 29. Needs projects.manage on a project the caller sees (else 404).',
        params: idParam,
        body: updateProjectRequest,
        response: { 200: projectResponse },
      },
    },
    async (request) => {
      const user = requirePermission(request, 'projects.manage');
      return { data: await service.updateProject(ctx, user, request.params.id, request.body) };
    },
  );

  app.delete(
    '/projects/:id',
    {
      schema: {
        description:
          'Soft-deletes a project (sets deleted_at; owner-managers still see it, marked). Needs projects.manage on a project the caller sees (else 404).',
        params: idParam,
        response: { 200: okResult },
      },
    },
    async (request) => {
      const user = requirePermission(request, 'projects.manage');
      await service.deleteProject(ctx, user, request.params.id);
      return { data: { ok: true as const } };
    },
  );
};
