import { GLOBALS_REFRESH_MS } from '@portal/contracts';
import { endpoints } from '@portal/contracts/endpoints';
import { endpointPollingQuery } from '../../../lib/api-query';

/** GET fields, one of the globals: Field definitions with their keywords. */
export const fieldsQueryOptions = endpointPollingQuery(endpoints.fields.list, {}, GLOBALS_REFRESH_MS);
