import { GLOBALS_REFRESH_MS } from '@portal/contracts';
import { endpoints } from '@portal/contracts/endpoints';
import { endpointPollingQuery } from '../../../lib/api-query';

/** GET companyTypes, one of the globals: Company types (owner, client, subcontractor). */
export const companyTypesQueryOptions = endpointPollingQuery(
  endpoints.configuration.companyTypes,
  {},
  GLOBALS_REFRESH_MS,
);
