import { paginationQuery } from '../envelope';
import { defineEndpoint } from '../http/endpoint';
import { idParams } from '../primitives';
import {
  createUserCategoryRequest,
  deleteUserCategoryResponse,
  userCategoryListResponse,
  userCategoryResponse,
} from '../user-categories';

const WRITERS = 'Owner-managers holding users.manage.';

/** User categories (spec part 3 §4, §7). */
export const userCategoriesEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: 'usercategories',
    area: 'user-categories',
    summary: 'User categories',
    description: 'User categories with `can`; every signed-in user (the user forms pick from them).',
    query: paginationQuery,
    response: userCategoryListResponse,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: 'usercategories',
    area: 'user-categories',
    summary: 'Creates a user category',
    description: `Creates a category; with \`default\` it becomes the only default. 409 code 14 for a name in use. ${WRITERS}`,
    body: createUserCategoryRequest,
    response: userCategoryResponse,
    status: 201,
    errors: [409],
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: 'usercategories/{id}',
    area: 'user-categories',
    summary: 'Deletes a user category',
    description: `Deletes a category; its users move to the default category. The default category: 409 code 28. ${WRITERS}`,
    params: idParams,
    response: deleteUserCategoryResponse,
    errors: [409],
  }),
};
