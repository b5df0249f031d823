import {
  contentPermissionListQuery,
  contentPermissionListResponse,
  contentPermissionResponse,
  createContentPermissionRequest,
  idParam,
  okResult,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isOwnerManager, requireUser } from '../../platform/auth/guard';
import { forbidden } from '../../platform/http/app-error';
import { paged } from '../../platform/http/pagination';
import * as service from './content-permissions.service';
import { authorizeContent, authorizeRevoke, mayManageSomeContent } from './permissions-access';

const WHO =
  'DefaultFolder grants: owner-managers holding defaultfolder_manage. Project and Folder grants: holders of projects.manage who see that project (and folder), else 404. Owner-managers holding permissions_manage or roles.manage: any grant.';

/**
 * The content-permissions API. Grants are administered where their content is (permissions-access.ts):
 * /defaultfolders for default folders, the project's folders panel for projects and folders.
 */
export const contentPermissionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    '/content-permissions',
    {
      schema: {
        description:
          'Content permissions with their role and company; optional filters `content_type` (Project, Folder, DefaultFolder), `content_id`, `role_id`. Owner-managers list any; others holding projects.manage list the grants of one Project or Folder they see (`content_type` and `content_id` both given; a hidden one is 404), else 403.',
        querystring: contentPermissionListQuery,
        response: { 200: contentPermissionListResponse },
      },
    },
    async (request) => {
      const user = requireUser(request);
      if (!isOwnerManager(user)) {
        const { content_type: type, content_id: id } = request.query;
        if (type === undefined || id === undefined) throw forbidden();
        await authorizeContent(ctx, user, type, id);
      }
      const { rows, total } = await service.listContentPermissions(ctx, request.query);
      return paged(request.query, rows, total);
    },
  );

  app.post(
    '/content-permissions',
    {
      schema: {
        description: `Grants a company role (\`role_id\` from GET roles or GET projects/{id}/roles; a typed role or unknown role is 422) sight of a Project, Folder or DefaultFolder; content that does not exist (or that the caller does not see) is 404. 201 when new, 200 when it already existed. ${WHO}`,
        body: createContentPermissionRequest,
        response: { 200: contentPermissionResponse, 201: contentPermissionResponse },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await authorizeContent(ctx, user, request.body.content_type, request.body.content_id);
      const { data, created } = await service.createContentPermission(ctx, request.body);
      return reply.code(created ? 201 : 200).send({ data });
    },
  );

  app.delete(
    '/content-permissions/:id',
    {
      schema: {
        description: `Removes a content permission; 404 when it does not exist. ${WHO}`,
        params: idParam,
        response: { 200: okResult },
      },
    },
    async (request) => {
      const user = requireUser(request);
      if (!mayManageSomeContent(user)) throw forbidden();
      const grant = await service.getContentPermission(ctx, request.params.id);
      await authorizeRevoke(ctx, user, grant.content_type, grant.content_id);
      await service.deleteContentPermission(ctx, request.params.id);
      return { data: { ok: true as const } };
    },
  );
};
