import { instanceConfiguration } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';

/** GET instance-configuration: the installation's name and version (the name titles the page). */
export const instanceConfigurationQueryOptions = queryOptions({
  queryKey: ['instance-configuration'],
  queryFn: ({ signal }) =>
    apiData('instance-configuration', { schema: instanceConfiguration, skipAuthCheck: true, signal }),
  staleTime: Number.POSITIVE_INFINITY,
  retry: false,
});

export function useInstanceConfiguration() {
  return useQuery(instanceConfigurationQueryOptions);
}
