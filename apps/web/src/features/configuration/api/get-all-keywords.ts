import { GLOBALS_REFRESH_MS } from '@portal/contracts';
import { endpoints } from '@portal/contracts/endpoints';
import { endpointQuery } from '../../../lib/api-query';

/** GET allKeywords, one of the globals: Every keyword of every field. */
export const allKeywordsQueryOptions = {
  ...endpointQuery(endpoints.fields.allKeywords, {}),
  refetchInterval: GLOBALS_REFRESH_MS,
  staleTime: GLOBALS_REFRESH_MS,
};
