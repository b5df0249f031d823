import { GLOBALS_REFRESH_MS } from '@portal/contracts';
import { endpoints } from '@portal/contracts/endpoints';
import { endpointQuery } from '../../../lib/api-query';

/** GET companyTypes, one of the globals: Company types (owner, client, subcontractor). */
export const companyTypesQueryOptions = {
  ...endpointQuery(endpoints.configuration.companyTypes, {}),
  refetchInterval: GLOBALS_REFRESH_MS,
  staleTime: GLOBALS_REFRESH_MS,
};
