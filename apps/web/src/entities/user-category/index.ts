export { useCreateUserCategory } from './api/create-user-category';
export { useDeleteUserCategory } from './api/delete-user-category';
export { useUserCategories } from './api/find-user-categories';
export { categoryDeleteErrorKey } from './category-errors';
export { categoryNameOf } from './category-names';
