import { endpoints } from '@portal/contracts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { invalidateEndpoint } from '../../../lib/api-query';

/** DELETE usercategories/{id}: its users move to the default category; the default one answers 409 code 28. */
export function deleteUserCategory(categoryId: number) {
  return api.userCategories.delete({ params: { id: categoryId } });
}

export function useDeleteUserCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUserCategory,
    onSuccess: () =>
      Promise.all([
        invalidateEndpoint(queryClient, endpoints.userCategories.list),
        // Users of the deleted category moved to the default one.
        invalidateEndpoint(queryClient, endpoints.users.list),
        invalidateEndpoint(queryClient, endpoints.companyUsers.list),
      ]),
  });
}
