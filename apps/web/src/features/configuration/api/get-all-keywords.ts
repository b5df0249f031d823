import { GLOBALS_REFRESH_MS } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import type { Keyword } from '../globals-types';

/** GET allKeywords, one of the globals: Every keyword of every field. */
export const allKeywordsQueryOptions = queryOptions({
  queryKey: ['globals', 'allKeywords'],
  queryFn: ({ signal }) => apiData<Keyword[]>('allKeywords', { signal }),
  refetchInterval: GLOBALS_REFRESH_MS,
  staleTime: GLOBALS_REFRESH_MS,
});
