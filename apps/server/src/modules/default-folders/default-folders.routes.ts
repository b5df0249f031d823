import {
  createDefaultFolderRequest,
  defaultFolderListQuery,
  defaultFolderListResponse,
  defaultFolderResponse,
  idParam,
  okResult,
  updateDefaultFolderRequest,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireOwnerManager } from '../../platform/auth/guard';
import { paged } from '../../platform/http/pagination';
import { requireDefaultFolderWriter } from './default-folder-access';
import * as service from './default-folders.service';

const READERS = 'Owner-managers (/defaultfolders, summary views).';
const WRITERS = 'Owner-managers holding defaultfolder_manage.';

export const defaultFoldersRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    '/defaultfolders',
    {
      schema: {
        description: `Default folders of every subtype, or of one with \`project_subtype_id\`; by subtype, then name. Each carries its DefaultFolder grants (\`contentPermissions\`), which POST/DELETE content-permissions change. ${READERS}`,
        querystring: defaultFolderListQuery,
        response: { 200: defaultFolderListResponse },
      },
    },
    async (request) => {
      requireOwnerManager(request);
      const { rows, total } = await service.listDefaultFolders(ctx, request.query);
      return paged(request.query, rows, total);
    },
  );

  app.post(
    '/defaultfolders',
    {
      schema: {
        description: `Creates a default folder {name, project_subtype_id, parent_id?}; the parent must be of the same subtype (422). New projects of the subtype get a copy; existing projects do not change. ${WRITERS}`,
        body: createDefaultFolderRequest,
        response: { 201: defaultFolderResponse },
      },
    },
    async (request, reply) => {
      requireDefaultFolderWriter(request);
      return reply.code(201).send({ data: await service.createDefaultFolder(ctx, request.body) });
    },
  );

  app.put(
    '/defaultfolders/:id',
    {
      schema: {
        description: `Renames a default folder {id, name}; 404 when missing. ${WRITERS}`,
        params: idParam,
        body: updateDefaultFolderRequest,
        response: { 200: defaultFolderResponse },
      },
    },
    async (request) => {
      requireDefaultFolderWriter(request);
      return { data: await service.renameDefaultFolder(ctx, request.params.id, request.body) };
    },
  );

  app.delete(
    '/defaultfolders/:id',
    {
      schema: {
        description: `Deletes a default folder and its grants; 409 code 28 while it has sub folders. Copies already made in projects stay, with \`default_folder_id\` null. ${WRITERS}`,
        params: idParam,
        response: { 200: okResult },
      },
    },
    async (request) => {
      requireDefaultFolderWriter(request);
      await service.deleteDefaultFolder(ctx, request.params.id);
      return { data: { ok: true as const } };
    },
  );
};
