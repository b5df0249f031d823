import { GLOBALS_REFRESH_MS } from '@portal/contracts';
import { endpoints } from '@portal/contracts/endpoints';
import { endpointPollingQuery } from '../../../lib/api-query';

/** GET userTypes, one of the globals: User types (Super, employee, manager, ...). */
export const userTypesQueryOptions = endpointPollingQuery(endpoints.configuration.userTypes, {}, GLOBALS_REFRESH_MS);
