import { BULK_PER_PAGE } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';

/** The fields of a document type this app reads so far (not yet in packages/contracts). */
export interface DocumentTypeOption {
  id: number;
  name: string;
  is_active?: boolean;
}

/** GET document-types (bulk). Until the documents area lands the call may 404: an empty list then. */
export const documentTypesQueryOptions = queryOptions({
  queryKey: ['document-types'],
  queryFn: async ({ signal }) => {
    try {
      return await apiData<DocumentTypeOption[]>('document-types', { query: { per_page: BULK_PER_PAGE }, signal });
    } catch (error) {
      if (isApiError(error) && error.status === 404) return [];
      throw error;
    }
  },
  staleTime: 5 * 60_000,
});

export function useDocumentTypes(enabled = true) {
  return useQuery({ ...documentTypesQueryOptions, enabled });
}
