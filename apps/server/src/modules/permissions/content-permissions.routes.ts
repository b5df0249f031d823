import {
  contentPermissionListQuery,
  contentPermissionListResponse,
  contentPermissionResponse,
  createContentPermissionRequest,
  idParam,
  okResult,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paged } from '../../platform/http/pagination';
import * as service from './content-permissions.service';
import { requireMatrixReader, requireMatrixWriter } from './permissions-access';

/**
 * The content-permissions API (owned here; the projects issue uses it for folders). Reading is for
 * owner-managers for now; when project managers administer their folders' visibility, the projects
 * issue may widen GET to `projects.manage` on that project.
 */
export const contentPermissionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    '/content-permissions',
    {
      schema: {
        description:
          'Content permissions with their role and company; optional filters `content_type` (Project, Folder, DefaultFolder), `content_id`, `role_id`. Owner-managers.',
        querystring: contentPermissionListQuery,
        response: { 200: contentPermissionListResponse },
      },
    },
    async (request) => {
      requireMatrixReader(request);
      const { rows, total } = await service.listContentPermissions(ctx, request.query);
      return paged(request.query, rows, total);
    },
  );

  app.post(
    '/content-permissions',
    {
      schema: {
        description:
          'Grants a company role (`role_id` from GET roles; a typed role is 422) sight of a Project, Folder or DefaultFolder. 201 when new, 200 when it already existed. Owner-managers holding permissions_manage or roles.manage.',
        body: createContentPermissionRequest,
        response: { 200: contentPermissionResponse, 201: contentPermissionResponse },
      },
    },
    async (request, reply) => {
      requireMatrixWriter(request);
      const { data, created } = await service.createContentPermission(ctx, request.body);
      return reply.code(created ? 201 : 200).send({ data });
    },
  );

  app.delete(
    '/content-permissions/:id',
    {
      schema: {
        description:
          'Removes a content permission; 404 when it does not exist. Owner-managers holding permissions_manage or roles.manage.',
        params: idParam,
        response: { 200: okResult },
      },
    },
    async (request) => {
      requireMatrixWriter(request);
      await service.deleteContentPermission(ctx, request.params.id);
      return { data: { ok: true as const } };
    },
  );
};
