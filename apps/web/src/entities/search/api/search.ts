import { fileVersionOf, type SearchResult } from '@portal/contracts';
import { endpoints } from '@portal/contracts/endpoints';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { endpointKey, endpointQuery } from '../../../lib/api-query';
import { callEndpointData } from '../../../lib/call-endpoint';

const searchEndpoint = endpoints.search.search;

/**
 * POST search, page by page (spec part 2 "Search": page size 5 and a load-more button): the next
 * page is asked only while the last one said `more_available`. A document type id narrows it.
 */
export function useSearchResults(query: string, documentTypeId: number | null) {
  const body = { query, documentTypeId };
  return useInfiniteQuery({
    queryKey: [...endpointKey(searchEndpoint), body],
    queryFn: ({ pageParam, signal }) =>
      callEndpointData(searchEndpoint, { body: { ...body, page: pageParam } }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.more_available ? pages.length + 1 : undefined),
    enabled: query.trim() !== '',
  });
}

/** GET searchResultDetails/{documentId}/{query}: the matching pages and words the preview shows. */
export function useSearchDetails(documentId: number, query: string) {
  return useQuery(endpointQuery(endpoints.search.details, { params: { documentId, query } }));
}

/** The file of a result or of its details: `url` is `projects/{id}/documents/{id}/files/{fileId}?v=…`. */
function fileIdOf(url: string | null): number | null {
  const id = Number(url?.match(/\/files\/(\d+)/)?.[1]);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** The result's file as a Blob, fetched with the session's token (the preview and the download). */
export async function fetchResultFile(result: Pick<SearchResult, 'id' | 'url'> & { projectId: number }): Promise<Blob> {
  const fileId = fileIdOf(result.url);
  if (fileId === null) throw new Error('no-file');
  return api.documents.file({
    params: { id: result.projectId, documentId: result.id, fileId },
    query: { v: fileVersionOf(result.url) },
  });
}
