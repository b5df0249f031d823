import {
  createUserCategoryRequest,
  deleteUserCategoryResponse,
  idParam,
  paginationQuery,
  userCategoryListResponse,
  userCategoryResponse,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { can, requireOwnerManager, requireUser } from '../../platform/auth/guard';
import { forbidden } from '../../platform/http/app-error';
import { paged } from '../../platform/http/pagination';
import * as service from './user-categories.service';

const WRITERS = 'Owner-managers holding users.manage.';

/**
 * Category administration is user administration (users.manage), done on the /companies screens,
 * which are the owner-managers'.
 */
function requireCategoryWriter(request: FastifyRequest) {
  const user = requireOwnerManager(request);
  if (!can(user, 'users.manage')) throw forbidden();
  return user;
}

export const userCategoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    '/usercategories',
    {
      schema: {
        description: 'User categories; every signed-in user (the user forms pick from them).',
        querystring: paginationQuery,
        response: { 200: userCategoryListResponse },
      },
    },
    async (request) => {
      requireUser(request);
      const { rows, total } = await service.listCategories(ctx, request.query);
      return paged(request.query, rows, total);
    },
  );

  app.post(
    '/usercategories',
    {
      schema: {
        description: `Creates a category; with \`default\` it becomes the only default. 409 code 14 for a name in use. ${WRITERS}`,
        body: createUserCategoryRequest,
        response: { 201: userCategoryResponse },
      },
    },
    async (request, reply) => {
      requireCategoryWriter(request);
      return reply.code(201).send({ data: await service.createCategory(ctx, request.body) });
    },
  );

  app.delete(
    '/usercategories/:id',
    {
      schema: {
        description: `Deletes a category; its users move to the default category. The default category: 409 code 28. ${WRITERS}`,
        params: idParam,
        response: { 200: deleteUserCategoryResponse },
      },
    },
    async (request) => {
      requireCategoryWriter(request);
      return { data: await service.deleteCategory(ctx, request.params.id) };
    },
  );
};
