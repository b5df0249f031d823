import { type CreateUserCategoryRequest, userCategory } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import { userCategoriesQueryKey } from './find-user-categories';

/** POST usercategories {name, default}; a new default takes the flag from the old one. Name in use: 409 code 14. */
export function createUserCategory(request: CreateUserCategoryRequest) {
  return apiData('usercategories', { method: 'POST', body: request, schema: userCategory });
}

export function useCreateUserCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUserCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userCategoriesQueryKey }),
  });
}
