import {
  createProjectStatusRequest,
  ErrorCode,
  idParam,
  okResult,
  paginationQuery,
  projectStatusListResponse,
  projectStatusResponse,
  statusInUseErrorBody,
  statusProjectsResponse,
  updateProjectStatusRequest,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireOwnerManager, requirePermission } from '../../platform/auth/guard';
import { paged } from '../../platform/http/pagination';
import { answerValidationWith } from '../projects/validation-code';
import * as service from './project-statuses.service';

const READERS = 'Users with projects.access (the project forms choose from them).';
const WRITERS = 'Owner-managers (the projectstatuses tab of /defaultfolders).';

export const projectStatusesRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  // The status form shows 35 for a missing name (spec part 2 section 5).
  answerValidationWith(app, ErrorCode.fillRequired, 'Fill in the required fields.');

  app.get(
    '/project-statuses',
    {
      schema: {
        description: `Every status as a flat list in id order; \`parent_id\` (0 for roots) makes the tree. ${READERS}`,
        querystring: paginationQuery,
        response: { 200: projectStatusListResponse },
      },
    },
    async (request) => {
      requirePermission(request, 'projects.access');
      const { rows, total } = await service.listStatuses(ctx, request.query);
      return paged(request.query, rows, total);
    },
  );

  app.get(
    '/project-statuses/:id',
    {
      schema: {
        description: `One status; 404 code 44 when it does not exist. ${READERS}`,
        params: idParam,
        response: { 200: projectStatusResponse },
      },
    },
    async (request) => {
      requirePermission(request, 'projects.access');
      return { data: await service.getStatus(ctx, request.params.id) };
    },
  );

  app.get(
    '/project-statuses/projects/:id',
    {
      schema: {
        description: `The projects using status {id} (id, code, name, deleted_at), only those the caller may see; 404 code 44 for a missing status. ${READERS}`,
        params: idParam,
        response: { 200: statusProjectsResponse },
      },
    },
    async (request) => {
      const user = requirePermission(request, 'projects.access');
      return { data: await service.listStatusProjects(ctx, user, request.params.id) };
    },
  );

  app.post(
    '/project-statuses/add',
    {
      schema: {
        description: `Creates a status {name, is_active, parent_id (0 root), code?}. Name missing: 422 code 35; name or code in use (regardless of case): 409 code 40; unknown parent: 422 field parent_id. ${WRITERS}`,
        body: createProjectStatusRequest,
        response: { 201: projectStatusResponse },
      },
    },
    async (request, reply) => {
      requireOwnerManager(request);
      return reply.code(201).send({ data: await service.createStatus(ctx, request.body) });
    },
  );

  app.put(
    '/project-statuses/:id/edit',
    {
      schema: {
        description: `Edits {id, name, is_active, parent_id, code?}; \`slug\` is accepted and ignored (not editable). A parent that is the status itself or a descendant: 422 field parent_id. Codes as for add; missing status 404 code 44. ${WRITERS}`,
        params: idParam,
        body: updateProjectStatusRequest,
        response: { 200: projectStatusResponse },
      },
    },
    async (request) => {
      requireOwnerManager(request);
      return { data: await service.updateStatus(ctx, request.params.id, request.body) };
    },
  );

  app.delete(
    '/project-statuses/:id/delete',
    {
      schema: {
        description: `Deletes a status. 409: 43 the default status, 42 it has children, 41 used by projects (\`errors.projects\` lists them); 404 code 44 when missing. ${WRITERS}`,
        params: idParam,
        response: { 200: okResult, 409: statusInUseErrorBody },
      },
    },
    async (request, reply) => {
      const user = requireOwnerManager(request);
      try {
        await service.deleteStatus(ctx, user, request.params.id);
      } catch (error) {
        if (error instanceof service.StatusInUseError) return reply.code(409).send(error.body());
        throw error;
      }
      return { data: { ok: true as const } };
    },
  );
};
