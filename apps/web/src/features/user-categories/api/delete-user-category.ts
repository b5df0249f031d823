import { deleteUserCategoryResponse } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import { userCategoriesQueryKey } from './find-user-categories';

/** DELETE usercategories/{id}: its users move to the default category; the default one answers 409 code 28. */
export function deleteUserCategory(categoryId: number) {
  return apiData(`usercategories/${categoryId}`, {
    method: 'DELETE',
    schema: deleteUserCategoryResponse.shape.data,
  });
}

export function useDeleteUserCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUserCategory,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userCategoriesQueryKey }),
        // Users of the deleted category moved to the default one.
        queryClient.invalidateQueries({ queryKey: ['users'] }),
        queryClient.invalidateQueries({ queryKey: ['company-users'] }),
      ]),
  });
}
