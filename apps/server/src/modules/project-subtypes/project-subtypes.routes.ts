import {
  ErrorCode,
  idParam,
  okResult,
  paginationQuery,
  projectSubtypeListResponse,
  projectSubtypeResponse,
  saveProjectSubtypeRequest,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission } from '../../platform/auth/guard';
import { paged } from '../../platform/http/pagination';
import { requireDefaultFolderWriter } from '../default-folders/default-folder-access';
import { answerValidationWith } from '../projects/validation-code';
import * as service from './project-subtypes.service';

const WRITERS = 'Owner-managers holding defaultfolder_manage (/defaultfolders), as for default folders.';

export const projectSubtypesRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  answerValidationWith(app, ErrorCode.fillRequired, 'Fill in the required fields.');

  app.get(
    '/projectSubtypes',
    {
      schema: {
        description: 'Project subtypes in id order; `default` marks the default one. Users with projects.access.',
        querystring: paginationQuery,
        response: { 200: projectSubtypeListResponse },
      },
    },
    async (request) => {
      requirePermission(request, 'projects.access');
      const { rows, total } = await service.listSubtypes(ctx, request.query);
      return paged(request.query, rows, total);
    },
  );

  app.post(
    '/projectSubtypes',
    {
      schema: {
        description: `Creates a subtype {name}. Name missing: 422 code 35; in use (regardless of case): 409 code 14. ${WRITERS}`,
        body: saveProjectSubtypeRequest,
        response: { 201: projectSubtypeResponse },
      },
    },
    async (request, reply) => {
      requireDefaultFolderWriter(request);
      return reply.code(201).send({ data: await service.createSubtype(ctx, request.body) });
    },
  );

  app.put(
    '/projectSubtypes/:id',
    {
      schema: {
        description: `Renames a subtype {name}; codes as for create, 404 when missing. ${WRITERS}`,
        params: idParam,
        body: saveProjectSubtypeRequest,
        response: { 200: projectSubtypeResponse },
      },
    },
    async (request) => {
      requireDefaultFolderWriter(request);
      return { data: await service.renameSubtype(ctx, request.params.id, request.body) };
    },
  );

  app.delete(
    '/projectSubtypes/:id',
    {
      schema: {
        description: `Deletes a subtype with its default folders. The default subtype: 409 code 36; a subtype projects use: 409 code 14. ${WRITERS}`,
        params: idParam,
        response: { 200: okResult },
      },
    },
    async (request) => {
      requireDefaultFolderWriter(request);
      await service.deleteSubtype(ctx, request.params.id);
      return { data: { ok: true as const } };
    },
  );
};
