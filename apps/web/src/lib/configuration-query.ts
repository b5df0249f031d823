import { CONFIGURATION_REFRESH_MS } from '@portal/contracts';
import { configurationEndpoints } from '@portal/contracts/endpoints/configuration';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpointKey } from './api-query';
import { callEndpointData } from './call-endpoint';

const endpoint = configurationEndpoints.configuration;

/** GET configuration: feature flags and settings, open without a login, refreshed every 5 minutes. */
export const configurationQueryOptions = queryOptions({
  queryKey: endpointKey(endpoint),
  queryFn: ({ signal }) => callEndpointData(endpoint, {}, { skipAuthCheck: true, signal, background: true }),
  refetchInterval: CONFIGURATION_REFRESH_MS,
  staleTime: CONFIGURATION_REFRESH_MS,
});

export function useConfigurationQuery() {
  return useQuery(configurationQueryOptions);
}
