import { CONFIGURATION_REFRESH_MS } from '@portal/contracts';
import { endpoints } from '@portal/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpointData } from '../../../lib/api';
import { endpointKey } from '../../../lib/api-query';

const endpoint = endpoints.configuration.configuration;

/** GET configuration: feature flags and settings, open without a login, refreshed every 5 minutes. */
export const configurationQueryOptions = queryOptions({
  queryKey: endpointKey(endpoint),
  queryFn: ({ signal }) => callEndpointData(endpoint, {}, { skipAuthCheck: true, signal }),
  refetchInterval: CONFIGURATION_REFRESH_MS,
  staleTime: CONFIGURATION_REFRESH_MS,
});

export function useConfigurationQuery() {
  return useQuery(configurationQueryOptions);
}
