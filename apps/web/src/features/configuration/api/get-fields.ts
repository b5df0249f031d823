import { GLOBALS_REFRESH_MS } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import type { Field } from '../globals-types';

/** GET fields, one of the globals: Field definitions with their keywords. */
export const fieldsQueryOptions = queryOptions({
  queryKey: ['globals', 'fields'],
  queryFn: ({ signal }) => apiData<Field[]>('fields', { signal }),
  refetchInterval: GLOBALS_REFRESH_MS,
  staleTime: GLOBALS_REFRESH_MS,
});
