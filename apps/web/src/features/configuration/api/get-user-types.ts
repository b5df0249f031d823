import { GLOBALS_REFRESH_MS } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import type { NamedItem } from '../globals-types';

/** GET userTypes, one of the globals: User types (Super, employee, manager, ...). */
export const userTypesQueryOptions = queryOptions({
  queryKey: ['globals', 'userTypes'],
  queryFn: ({ signal }) => apiData<NamedItem[]>('userTypes', { signal }),
  refetchInterval: GLOBALS_REFRESH_MS,
  staleTime: GLOBALS_REFRESH_MS,
});
