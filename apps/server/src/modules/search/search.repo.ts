import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { selectRows } from '../../platform/db/rows';
import {
  documentFilePages,
  documentFiles,
  documentSearchTexts,
  documents,
  folders,
  projects,
  searchVectorOf,
} from '../../platform/db/schema';
import { type DocumentViewer, readableDocumentCondition } from '../documents/documents.repo';
import { bestSentencesJson, searchQuery, termMatches, termsCte } from './search-sql.repo';

/*
 * Full-text search in SQL. Pages and metadata are found through their GIN indexes, ranked, and only
 * then filtered by the documents list's own visibility condition, so search shows exactly what the
 * list shows (and whatever that condition learns later, summary-view sharing included). A page of
 * results, with its sentences, is one statement.
 */

export interface ScoredSentence {
  sentence: string;
  similarity: number;
}

/** Whether the query has a word to look for (the `terms` CTE is not empty). */
export async function hasSearchTerms(db: DbOrTx, query: string): Promise<boolean> {
  const rows = await selectRows<{ ok: boolean }>(
    db,
    sql`with ${termsCte(query)} select exists (select 1 from terms) as ok`,
  );
  return rows[0]?.ok === true;
}

export interface SearchHitRow {
  id: number;
  projectId: number;
  projectName: string;
  name: string;
  documentTypeId: number;
  /** The best page (1-based) of `fileId`, or null when the metadata matched best. */
  page: number | null;
  /** The file holding the best page, else the first file; null for a document without files. */
  fileId: number | null;
  revision: number | null;
  mime: string | null;
  hasThumb: boolean;
  rank: number;
  /** The best sentences of the best page, else of the metadata. */
  sentences: ScoredSentence[];
}

/**
 * Every (document, page) hit of the query, ranked: PDF pages and document metadata. The raw form the
 * benchmark compares against is the same statement without the visibility join.
 */
function searchHits(query: string): SQL {
  const q = searchQuery(query);
  return sql`select f.document_id, p.file_id, p.page, ts_rank(p.search, ${q}) as rank
      from ${documentFilePages} p join ${documentFiles} f on f.id = p.file_id
      where p.search @@ ${q}
    union all
    select m.document_id, null::int, null::int, ts_rank(m.search, ${q}) as rank
      from ${documentSearchTexts} m where m.search @@ ${q}`;
}

/**
 * One page of found documents the viewer sees (best hit of each, best first), `limit` rows from
 * `offset`; not removed, of `documentTypeId` when given; with each one's file and best sentences.
 * Hidden documents are dropped before the limit, so neither the page nor the caller's
 * `more_available` can tell of them. A query of only stop words finds nothing.
 */
export async function findSearchHits(
  db: DbOrTx,
  viewer: DocumentViewer,
  query: string,
  /** `sentencesFor`: the first rows that get sentences (the page; the row after it only tells of more). */
  options: { documentTypeId: number | null; limit: number; offset: number; sentencesFor: number },
): Promise<SearchHitRow[]> {
  const text = sql`coalesce(
    (select pg.text from ${documentFilePages} pg where pg.file_id = found.page_file_id and pg.page = found.page),
    (select m.text from ${documentSearchTexts} m where m.document_id = found.id))`;
  const rows = await selectRows<{
    id: number;
    project_id: number;
    project_name: string;
    name: string;
    document_type_id: number;
    page: number | null;
    file_id: number | null;
    revision: number | null;
    mime: string | null;
    has_thumb: boolean | null;
    rank: number;
    sentences: ScoredSentence[] | null;
  }>(
    db,
    sql`
    with ${termsCte(query)},
    best as (
      select distinct on (h.document_id) h.document_id, h.file_id, h.page, h.rank
      from (${searchHits(query)}) h
      order by h.document_id, h.rank desc, h.page nulls last
    ),
    found as (
      select ${documents.id} as id, ${documents.projectId} as project_id, ${projects.name} as project_name,
        ${documents.name} as name, ${documents.documentTypeId} as document_type_id, best.page,
        best.file_id as page_file_id, best.rank
      from best
      join ${documents} on ${documents.id} = best.document_id
      join ${projects} on ${projects.id} = ${documents.projectId}
      left join ${folders} on ${folders.id} = ${documents.folderId}
      where ${and(
        isNull(documents.deletedAt),
        options.documentTypeId === null ? undefined : eq(documents.documentTypeId, options.documentTypeId),
        readableDocumentCondition(viewer),
        sql`exists (select 1 from terms)`,
      )}
      order by best.rank desc, ${documents.id} desc
      limit ${options.limit} offset ${options.offset}
    )
    -- The file and the sentences only for the page's rows.
    select found.*, file.id as file_id, file.revision, file.mime,
      (file.thumb_key_prefix is not null and file.ready_at is not null) as has_thumb,
      case when row_number() over (order by found.rank desc, found.id desc) <= ${options.sentencesFor}
        then ${bestSentencesJson(text, query)} end as sentences
    from found
    left join lateral (
      select df.id, df.revision, df.mime, df.thumb_key_prefix, df.ready_at from ${documentFiles} df
      where df.document_id = found.id and (found.page_file_id is null or df.id = found.page_file_id)
      order by df.id limit 1
    ) file on true
    order by found.rank desc, found.id desc`,
  );
  return rows.map((r) => ({
    id: r.id,
    projectId: r.project_id,
    projectName: r.project_name,
    name: r.name,
    documentTypeId: r.document_type_id,
    page: r.page,
    fileId: r.file_id,
    revision: r.revision,
    mime: r.mime,
    hasThumb: r.has_thumb === true,
    rank: Number(r.rank),
    sentences: r.sentences ?? [],
  }));
}

/** A document's matching metadata sentences (name, field texts, keywords). */
export async function findMetadataSentences(db: DbOrTx, documentId: number, query: string): Promise<ScoredSentence[]> {
  const rows = await selectRows<{ sentences: ScoredSentence[] | null }>(
    db,
    sql`with ${termsCte(query)}
      select ${bestSentencesJson(sql`m.text`, query)} as sentences
      from ${documentSearchTexts} m where m.document_id = ${documentId} and m.search @@ ${searchQuery(query)}`,
  );
  return rows[0]?.sentences ?? [];
}

/** The matching pages of one file, best first (at most `limit`), with their text and best sentences. */
export async function findMatchingPages(
  db: DbOrTx,
  fileId: number,
  query: string,
  limit: number,
): Promise<{ page: number; rank: number; text: string; sentences: ScoredSentence[] }[]> {
  const q = searchQuery(query);
  const rows = await selectRows<{ page: number; rank: number; text: string; sentences: ScoredSentence[] | null }>(
    db,
    sql`with ${termsCte(query)},
      pages as (
        select page, ts_rank(search, ${q}) as rank, text from ${documentFilePages}
        where file_id = ${fileId} and search @@ ${q} order by rank desc, page limit ${limit})
      select pages.page, pages.rank, pages.text, ${bestSentencesJson(sql`pages.text`, query)} as sentences
      from pages order by pages.rank desc, pages.page`,
  );
  return rows.map((r) => ({ page: r.page, rank: Number(r.rank), text: r.text, sentences: r.sentences ?? [] }));
}

/** The document's file holding its best matching page (or null when no page matches). */
export async function findBestFile(db: DbOrTx, documentId: number, query: string): Promise<number | null> {
  const q = searchQuery(query);
  const rows = await selectRows<{ file_id: number }>(
    db,
    sql`
    select p.file_id from ${documentFilePages} p join ${documentFiles} f on f.id = p.file_id
    where f.document_id = ${documentId} and p.search @@ ${q}
    order by ts_rank(p.search, ${q}) desc, p.file_id, p.page limit 1`,
  );
  return rows[0]?.file_id ?? null;
}

/** The distinct words among `words` that match a word of the query: what the preview highlights. */
export async function findMatchingWords(db: DbOrTx, query: string, words: string[]): Promise<string[]> {
  if (!words.length) return [];
  const list = sql.join(
    words.map((w) => sql`${w}`),
    sql`, `,
  );
  const rows = await selectRows<{ w: string }>(
    db,
    sql`
    with ${termsCte(query)}
    select w from unnest(array[${list}]::text[]) w
    where exists (select 1 from terms term where ${termMatches(searchVectorOf(sql`w`))})`,
  );
  return rows.map((r) => r.w);
}
