import { BULK_PER_PAGE } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';

/** A document delete request as spec part 2 section 3 lists it (not yet in packages/contracts). */
export interface DeleteRequest {
  id: number;
  project_id: number;
  document?: { id: number; name?: string; title?: string } | null;
  created_by?: { name: string; email: string } | null;
  is_deleted?: boolean;
}

/**
 * GET document-delete-requests. Requests flagged is_deleted are hidden. The documents area
 * brings the call; until then a 404 means "none".
 */
export const deleteRequestsQueryOptions = queryOptions({
  queryKey: ['document-delete-requests'],
  queryFn: async ({ signal }) => {
    try {
      const rows = await apiData<DeleteRequest[]>('document-delete-requests', {
        query: { per_page: BULK_PER_PAGE },
        signal,
      });
      return rows.filter((row) => !row.is_deleted);
    } catch (error) {
      if (isApiError(error) && error.status === 404) return [];
      throw error;
    }
  },
  refetchInterval: 60_000,
});

export function useDeleteRequests(enabled = true) {
  return useQuery({ ...deleteRequestsQueryOptions, enabled });
}
