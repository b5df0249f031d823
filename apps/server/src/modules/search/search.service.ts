import { ErrorCode, type SearchAnswer, type SearchDetails, type searchRequest } from '@portal/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { requireAccess } from '../../platform/access/access';
import { allows, authorize } from '../../platform/access/gate';
import { SEARCH } from '../../platform/access/policies/search.policy';
import { documentViewer } from '../../platform/access/viewers';
import type { AuthUser } from '../../platform/auth/auth-user';
import { AppError } from '../../platform/http/app-error';
import { documentAccess } from '../documents/documents.access';
import { findFile } from '../documents/documents.repo';
import { filePaths, presentSearchResult, presentSentences, roundSimilarity } from './search.presenter';
import * as repo from './search.repo';
import { distinctWords } from './search-sentences';

type SearchRequest = z.output<typeof searchRequest>;

const EMPTY: SearchAnswer = { results: [], more_available: false };

/** The query, trimmed; missing or blank is the spec's 39. */
function requiredQuery(query: string | null | undefined): string {
  const trimmed = query?.trim() ?? '';
  if (!trimmed) {
    throw new AppError(422, ErrorCode.searchQueryRequired, 'Search query is required.', { query: ['required'] });
  }
  return trimmed;
}

/**
 * `POST search`: one page of the documents the user sees whose PDF pages or metadata match, best
 * first, with their best sentences, and whether another page has any: one statement, which reads one
 * row more than the page after the visibility filter, so hidden documents never show in it.
 */
export async function search(ctx: AppContext, user: AuthUser, input: SearchRequest): Promise<SearchAnswer> {
  authorize(user, 'search', SEARCH);
  const query = requiredQuery(input.query);
  if (!allows(user, 'findDocuments', SEARCH)) return EMPTY;
  const rows = await repo.findSearchHits(ctx.db, documentViewer(user), query, {
    documentTypeId: input.documentTypeId || null,
    limit: input.perPage + 1,
    offset: (input.page - 1) * input.perPage,
    sentencesFor: input.perPage,
  });
  return {
    results: rows.slice(0, input.perPage).map(presentSearchResult),
    more_available: rows.length > input.perPage,
  };
}

/** Pages the preview offers at most. */
const DETAIL_PAGES = 20;

/**
 * `GET searchResultDetails/{documentId}/{query}`: the document's matching pages (of the file with
 * the best one), best first, with their sentences and the words to highlight, and its matching
 * metadata sentences. A document the user may not see is 404 (the documents' own access check).
 */
export async function searchDetails(
  ctx: AppContext,
  user: AuthUser,
  documentId: number,
  rawQuery: string,
): Promise<SearchDetails> {
  authorize(user, 'search', SEARCH);
  const query = requiredQuery(rawQuery);
  const { row } = await requireAccess(ctx.db, user, 'read', documentAccess, documentId);
  const doc = row.document;
  const hasTerms = await repo.hasSearchTerms(ctx.db, query);
  const bestFileId = hasTerms ? await repo.findBestFile(ctx.db, doc.id, query) : null;
  const fileId = bestFileId ?? row.fileIds[0] ?? null;
  const file = fileId === null ? undefined : await findFile(ctx.db, fileId);
  const pages = bestFileId === null ? [] : await repo.findMatchingPages(ctx.db, bestFileId, query, DETAIL_PAGES);
  const metadata = hasTerms ? await repo.findMetadataSentences(ctx.db, doc.id, query) : [];
  const highlights = await Promise.all(pages.map((p) => repo.findMatchingWords(ctx.db, query, distinctWords(p.text))));
  const top = pages[0]?.rank ?? 0;
  const thumbReady = file ? file.thumbKeyPrefix !== null && file.readyAt !== null : false;
  const paths = filePaths(
    doc.projectId,
    doc.id,
    file ? { id: file.id, revision: file.revision, hasThumb: thumbReady } : null,
  );
  return {
    id: doc.id,
    project_id: doc.projectId,
    title: doc.name,
    mime: file?.mime ?? null,
    url: paths.url,
    thumb: paths.thumb,
    pages: pages.map((p, i) => ({
      page: p.page,
      similarity: roundSimilarity(top > 0 ? p.rank / top : 0),
      sentences: presentSentences(p.sentences),
      highlights: highlights[i],
    })),
    sentences: presentSentences(metadata).filter((s) => s.similarity > 0),
  };
}
