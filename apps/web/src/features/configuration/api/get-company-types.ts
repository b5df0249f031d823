import { GLOBALS_REFRESH_MS } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import type { NamedItem } from '../globals-types';

/** GET companyTypes, one of the globals: Company types (owner, client, subcontractor). */
export const companyTypesQueryOptions = queryOptions({
  queryKey: ['globals', 'companyTypes'],
  queryFn: ({ signal }) => apiData<NamedItem[]>('companyTypes', { signal }),
  refetchInterval: GLOBALS_REFRESH_MS,
  staleTime: GLOBALS_REFRESH_MS,
});
