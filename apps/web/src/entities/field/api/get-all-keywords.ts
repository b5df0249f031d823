import { GLOBALS_REFRESH_MS } from '@portal/contracts';
import { endpoints } from '@portal/contracts/endpoints';
import { endpointPollingQuery } from '../../../lib/api-query';

/** GET allKeywords, one of the globals: Every keyword of every field. */
export const allKeywordsQueryOptions = endpointPollingQuery(endpoints.fields.allKeywords, {}, GLOBALS_REFRESH_MS);
