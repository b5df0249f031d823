import { CONFIGURATION_REFRESH_MS, publicConfiguration } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';

/** GET configuration: feature flags and settings, open without a login, refreshed every 5 minutes. */
export const configurationQueryOptions = queryOptions({
  queryKey: ['configuration'],
  queryFn: ({ signal }) => apiData('configuration', { schema: publicConfiguration, skipAuthCheck: true, signal }),
  refetchInterval: CONFIGURATION_REFRESH_MS,
  staleTime: CONFIGURATION_REFRESH_MS,
});

export function useConfigurationQuery() {
  return useQuery(configurationQueryOptions);
}
