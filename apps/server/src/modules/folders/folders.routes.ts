import {
  createFolderRequest,
  folderIdParam,
  folderListResponse,
  folderResponse,
  idParam,
  okResult,
  renameFolderRequest,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission } from '../../platform/auth/guard';
import * as service from './folders.service';

const VISIBILITY =
  'Folders are visible to company roles granted the folder (Folder) or its project (Project) through content permissions; a folder without Folder grants to owner-company users; Super and owner-managers see all. A folder or project the caller may not see is 404.';
const WRITERS =
  'Needs projects.access, and Super or a user of an owner or subcontractor company holding document.create.';

export const foldersRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    '/projects/:id/folders',
    {
      schema: {
        description: `The project's folders as a flat, tree-ready list: the virtual main folder (id 0) first, then the visible folders by name, with filecount and subfoldercount. Needs projects.access. ${VISIBILITY}`,
        params: idParam,
        response: { 200: folderListResponse },
      },
    },
    async (request) => {
      const user = requirePermission(request, 'projects.access');
      return { data: await service.listFolders(ctx, user, request.params.id) };
    },
  );

  app.post(
    '/projects/:id/folders',
    {
      schema: {
        description: `Creates a folder {name, parentId (0 or null: a root)}. A sub folder takes its parent's grants; a folder its creator would not see is granted to the creator's companies attached to the project. A parent the caller may not see, or of another project: 404. ${WRITERS} ${VISIBILITY}`,
        params: idParam,
        body: createFolderRequest,
        response: { 201: folderResponse },
      },
    },
    async (request, reply) => {
      const user = requirePermission(request, 'projects.access');
      return reply.code(201).send({ data: await service.createFolder(ctx, user, request.params.id, request.body) });
    },
  );

  app.put(
    '/folders/:id',
    {
      schema: {
        description: `Renames a folder {name}; the main folder (0): 409. ${WRITERS} ${VISIBILITY}`,
        params: folderIdParam,
        body: renameFolderRequest,
        response: { 200: folderResponse },
      },
    },
    async (request) => {
      const user = requirePermission(request, 'projects.access');
      return { data: await service.renameFolder(ctx, user, request.params.id, request.body) };
    },
  );

  app.delete(
    '/folders/:id',
    {
      schema: {
        description: `Deletes a folder and its grants. 409: the main folder (14, folder-is-main), a default folder (14, folder-is-default), one with sub folders (28, folder-has-subfolders) or files. ${WRITERS} ${VISIBILITY}`,
        params: folderIdParam,
        response: { 200: okResult },
      },
    },
    async (request) => {
      const user = requirePermission(request, 'projects.access');
      await service.deleteFolder(ctx, user, request.params.id);
      return { data: { ok: true as const } };
    },
  );
};
