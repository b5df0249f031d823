/** The address of the search page for a text and an optional document type. */
export function searchPath(query: string, documentTypeId: string | null): string {
  const params = new URLSearchParams({ q: query.trim() });
  if (documentTypeId) params.set('type', documentTypeId);
  return `/search?${params.toString()}`;
}
