import { defineEndpoint } from '../http/endpoint';
import { searchDetailsParams, searchDetailsResponse, searchRequest, searchResponse } from '../search';

const WHO =
  "Every signed-in user (spec part 2 §6), over the documents they may see: the documents list's project and folder visibility, with projects.access and documents.access; others get no results, never a count.";

/** Full-text search (spec part 2 "Search", §7; DECISIONS.md "Search"). */
export const searchEndpoints = {
  search: defineEndpoint({
    method: 'POST',
    path: 'search',
    area: 'search',
    summary: 'Searches PDF text and document metadata',
    description: `{query, documentTypeId, page, perPage (5)}: documents whose PDF pages or metadata (name, field texts, keywords) match, in Finnish and English with stemming (websearch syntax: "quoted phrase", or, -not). Best match first, each with its best sentences and their similarity 0…1, and more_available. A missing or blank query is 39; a query of stop words only finds nothing. ${WHO}`,
    body: searchRequest,
    response: searchResponse,
  }),
  details: defineEndpoint({
    method: 'GET',
    path: 'searchResultDetails/{documentId}/{query}',
    area: 'search',
    summary: 'The matching pages of one found document',
    description: `The spec's {x} is the search text (DECISIONS.md "The call catalogue"). The document's matching PDF pages, best first, with their sentences and the words to highlight, and its matching metadata sentences. A document the caller may not see is 404, a removed one 410. ${WHO}`,
    params: searchDetailsParams,
    response: searchDetailsResponse,
    errors: [410],
  }),
};
