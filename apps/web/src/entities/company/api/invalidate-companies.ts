import { endpoints } from '@portal/contracts/endpoints';
import type { QueryClient } from '@tanstack/react-query';
import { invalidateEndpoint } from '../../../lib/api-query';

/** A change to a company shows in the list and on its management page. */
export function invalidateCompanies(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    invalidateEndpoint(queryClient, endpoints.companies.list),
    invalidateEndpoint(queryClient, endpoints.companies.get),
  ]).then(() => undefined);
}
