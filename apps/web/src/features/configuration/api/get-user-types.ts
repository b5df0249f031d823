import { GLOBALS_REFRESH_MS } from '@portal/contracts';
import { endpoints } from '@portal/contracts/endpoints';
import { endpointQuery } from '../../../lib/api-query';

/** GET userTypes, one of the globals: User types (Super, employee, manager, ...). */
export const userTypesQueryOptions = {
  ...endpointQuery(endpoints.configuration.userTypes, {}),
  refetchInterval: GLOBALS_REFRESH_MS,
  staleTime: GLOBALS_REFRESH_MS,
};
