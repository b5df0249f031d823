import { endpoints } from '@portal/contracts/endpoints';
import type { QueryClient } from '@tanstack/react-query';
import { invalidateEndpoint } from '../../../lib/api-query';

/** A change to one user shows in every list: the company's users, all users, the inactive ones and the user. */
export function invalidateUserLists(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    invalidateEndpoint(queryClient, endpoints.users.list),
    invalidateEndpoint(queryClient, endpoints.users.get),
    invalidateEndpoint(queryClient, endpoints.companyUsers.list),
  ]).then(() => undefined);
}
