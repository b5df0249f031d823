import { z } from 'zod';
import { SEARCH_PAGE_SIZE } from './constants';
import { dataEnvelope } from './envelope';
import { id, idOrZero, int, text } from './primitives';
/** Longest query searched; a longer one is 422 (no text is that long, and it bounds the work). */
export const SEARCH_QUERY_MAX_LENGTH = 1000;
/** How many matching sentences a result carries. */
export const SEARCH_SENTENCES = 3;

/**
 * `POST search` (spec part 2 "Search", §7). `query` is optional in the shape so that a missing or
 * blank one answers the spec's 39 rather than a generic 422; `documentTypeId` null or 0: every type.
 */
export const searchRequest = z.object({
  query: text(SEARCH_QUERY_MAX_LENGTH).nullable().optional(),
  documentTypeId: idOrZero().nullable().optional(),
  page: int(1, 10_000).default(1),
  perPage: int(1, 50).default(SEARCH_PAGE_SIZE),
});
export type SearchInput = z.input<typeof searchRequest>;

/** A real sentence of the document (a PDF page or its metadata) and how much of the query it holds, 0…1. */
export const searchSentence = z.object({
  sentence: z.string(),
  similarity: z.number().min(0).max(1),
});
export type SearchSentence = z.infer<typeof searchSentence>;

/** One found document (spec part 2 §3: id, metadata, match.best_matching_sentences, texts.title). */
export const searchResult = z.object({
  /** The document's id. */
  id: z.number().int(),
  metadata: z.object({
    project_id: z.number().int(),
    project_name: z.string(),
    title: z.string(),
    document_type_id: z.number().int(),
    /** The first file's type: a PDF opens in the preview, a picture shows itself. */
    mime: z.string().nullable(),
  }),
  match: z.object({
    /** The best matching PDF page (1-based), or null when only the metadata matched. */
    page: z.number().int().nullable(),
    best_matching_sentences: z.array(searchSentence),
  }),
  texts: z.object({ title: z.string() }),
  /** The small thumbnail's path under /api/v1 (with `?v=`), or null. */
  thumb: z.string().nullable(),
  /** The first file's download path under /api/v1 (with `?v=`), or null. */
  url: z.string().nullable(),
});
export type SearchResult = z.infer<typeof searchResult>;

export const searchResponse = dataEnvelope(
  z.object({
    results: z.array(searchResult),
    /** True when a next page has results; counts only documents the caller may see. */
    more_available: z.boolean(),
  }),
);
export type SearchAnswer = z.infer<typeof searchResponse>['data'];

/** `GET searchResultDetails/{documentId}/{query}`: the path's query is the search text. */
export const searchDetailsParams = z.object({
  documentId: id(),
  query: text(SEARCH_QUERY_MAX_LENGTH),
});

/** A matching page of the document's first file, for the preview. */
export const searchPageMatch = z.object({
  page: z.number().int(),
  /** 0…1, the best page 1. */
  similarity: z.number().min(0).max(1),
  sentences: z.array(searchSentence),
  /** The words of this page that match the query, as written on the page: the preview highlights them. */
  highlights: z.array(z.string()),
});
export type SearchPageMatch = z.infer<typeof searchPageMatch>;

export const searchDetailsResponse = dataEnvelope(
  z.object({
    id: z.number().int(),
    project_id: z.number().int(),
    title: z.string(),
    mime: z.string().nullable(),
    /** Download path under /api/v1 (with `?v=`), or null. */
    url: z.string().nullable(),
    /** The large thumbnail's path (a picture's preview), or null. */
    thumb: z.string().nullable(),
    /** Matching pages, best first; empty when only the metadata matched or the file is no PDF. */
    pages: z.array(searchPageMatch),
    /** Metadata sentences that match (name, fields, keywords). */
    sentences: z.array(searchSentence),
  }),
);
export type SearchDetails = z.infer<typeof searchDetailsResponse>['data'];
