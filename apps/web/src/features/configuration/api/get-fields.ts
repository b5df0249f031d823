import { GLOBALS_REFRESH_MS } from '@portal/contracts';
import { endpoints } from '@portal/contracts/endpoints';
import { endpointQuery } from '../../../lib/api-query';

/** GET fields, one of the globals: Field definitions with their keywords. */
export const fieldsQueryOptions = {
  ...endpointQuery(endpoints.fields.list, {}),
  refetchInterval: GLOBALS_REFRESH_MS,
  staleTime: GLOBALS_REFRESH_MS,
};
