import type { CreateUserCategoryInput } from '@portal/contracts';
import { endpoints } from '@portal/contracts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { invalidateEndpoint } from '../../../lib/api-query';

/** POST usercategories {name, default}; a new default takes the flag from the old one. Name in use: 409 code 14. */
export function createUserCategory(body: CreateUserCategoryInput) {
  return api.userCategories.create({ body });
}

export function useCreateUserCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUserCategory,
    onSuccess: () => invalidateEndpoint(queryClient, endpoints.userCategories.list),
  });
}
