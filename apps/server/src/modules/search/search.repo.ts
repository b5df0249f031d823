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
import { type DocumentViewer, visibleDocumentCondition } from '../documents/documents.repo';

/*
 * Full-text search in SQL (ARCHITECTURE.md "Data" → Search). A query is parsed twice, as Finnish and
 * as English (`websearch_to_tsquery`, which accepts any text: quotes, or, -not, stray operators), and
 * either may match the vectors, which hold both languages' lexemes. Pages and metadata are found
 * through their GIN indexes, ranked, and only then filtered by the documents list's own visibility
 * condition, so search shows exactly what the list shows (and whatever that condition learns later,
 * summary-view sharing included).
 */

/** The query as a tsquery in both languages. */
export const searchQuery = (query: string): SQL =>
  sql`(websearch_to_tsquery('finnish'::regconfig, ${query}) || websearch_to_tsquery('english'::regconfig, ${query}))`;

/**
 * The query's words, each a query of its own in both languages, for scoring sentences: a word
 * that is a stop word in either language is left out, as the search leaves it out.
 */
const queryTerms = (
  query: string,
) => sql`(select t from unnest(tsvector_to_array(to_tsvector('simple'::regconfig, ${query}))) t
  where numnode(plainto_tsquery('finnish'::regconfig, t)) > 0 and numnode(plainto_tsquery('english'::regconfig, t)) > 0)`;

/**
 * Whether the query has a word to look for: one that is a stop word in neither language. A query of
 * only stop words ("ja", "the", "ja the") finds nothing, though Finnish would index "the".
 */
export async function hasSearchTerms(db: DbOrTx, query: string): Promise<boolean> {
  const rows = await selectRows<{ ok: boolean }>(db, sql`select exists ${queryTerms(query)} as ok`);
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
  /** The text the result's sentences come from: the best page's, else the metadata's. */
  text: string;
}

/**
 * Every (document, page) hit of the query, ranked: PDF pages and document metadata. The raw form the
 * benchmark compares against is the same statement without the visibility join.
 */
export function searchHits(query: string): SQL {
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
 * `offset`; not removed, of `documentTypeId` when given. Hidden documents are dropped before the
 * limit, so neither the page nor the caller's `more_available` can tell of them.
 */
export async function findSearchHits(
  db: DbOrTx,
  viewer: DocumentViewer,
  query: string,
  options: { documentTypeId: number | null; limit: number; offset: number },
): Promise<SearchHitRow[]> {
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
    text: string | null;
  }>(
    db,
    sql`
    with best as (
      select distinct on (h.document_id) h.document_id, h.file_id, h.page, h.rank
      from (${searchHits(query)}) h
      order by h.document_id, h.rank desc, h.page nulls last
    ),
    found as (
      select ${documents.id} as id, ${documents.projectId} as project_id, ${projects.name} as project_name,
        ${documents.name} as name, ${documents.documentTypeId} as document_type_id, best.page, best.file_id as page_file_id,
        best.rank
      from best
      join ${documents} on ${documents.id} = best.document_id
      join ${projects} on ${projects.id} = ${documents.projectId}
      left join ${folders} on ${folders.id} = ${documents.folderId}
      where ${and(
        isNull(documents.deletedAt),
        options.documentTypeId === null ? undefined : eq(documents.documentTypeId, options.documentTypeId),
        visibleDocumentCondition(viewer),
        // A query of only stop words finds nothing (hasSearchTerms), decided here in the same statement.
        sql`exists ${queryTerms(query)}`,
      )}
      order by best.rank desc, ${documents.id} desc
      limit ${options.limit} offset ${options.offset}
    )
    -- The file and the text only for the page's rows.
    select found.*, file.id as file_id, file.revision, file.mime,
      (file.thumb_key_prefix is not null and file.ready_at is not null) as has_thumb,
      coalesce(
        (select pg.text from ${documentFilePages} pg where pg.file_id = found.page_file_id and pg.page = found.page),
        (select m.text from ${documentSearchTexts} m where m.document_id = found.id)) as text
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
    text: r.text ?? '',
  }));
}

/** Documents' metadata texts (name, field texts, keywords). */
export async function findMetadataTexts(db: DbOrTx, documentIds: number[]): Promise<Map<number, string>> {
  if (!documentIds.length) return new Map();
  const ids = sql.join(
    documentIds.map((id) => sql`${id}::int`),
    sql`, `,
  );
  const rows = await selectRows<{ document_id: number; text: string }>(
    db,
    sql`select document_id, text from ${documentSearchTexts} where document_id in (${ids})`,
  );
  return new Map(rows.map((r) => [r.document_id, r.text]));
}

/** The matching pages of one file, best first, with their text. */
export async function findMatchingPages(
  db: DbOrTx,
  fileId: number,
  query: string,
): Promise<{ page: number; rank: number; text: string }[]> {
  const q = searchQuery(query);
  const rows = await selectRows<{ page: number; rank: number; text: string }>(
    db,
    sql`
    select page, ts_rank(search, ${q}) as rank, text from ${documentFilePages}
    where file_id = ${fileId} and search @@ ${q} order by rank desc, page limit 50`,
  );
  return rows.map((r) => ({ page: r.page, rank: Number(r.rank), text: r.text }));
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

const termMatches = (vector: SQL) =>
  sql`${vector} @@ (plainto_tsquery('finnish'::regconfig, term.t) || plainto_tsquery('english'::regconfig, term.t))`;

/**
 * How much of the query each sentence holds: the share of the query's words it contains (stemmed,
 * in either language), 0…1, and its rank as a tie-break. One statement for all the sentences.
 */
export async function scoreSentences(
  db: DbOrTx,
  query: string,
  sentences: string[],
): Promise<{ similarity: number; rank: number }[]> {
  if (!sentences.length) return [];
  const list = sql.join(
    sentences.map((s) => sql`${s}`),
    sql`, `,
  );
  const vector = searchVectorOf(sql`s.sentence`);
  const rows = await selectRows<{ n: number; similarity: number; rank: number }>(
    db,
    sql`
    with terms as ${queryTerms(query)}, total as (select count(*)::float8 as c from terms)
    select s.n::int as n,
      case when total.c = 0 then 0 else
        (select count(*) from terms term where ${termMatches(vector)})::float8 / total.c end as similarity,
      ts_rank(${vector}, ${searchQuery(query)}) as rank
    from unnest(array[${list}]::text[]) with ordinality s(sentence, n), total
    order by n`,
  );
  return rows.map((r) => ({ similarity: Number(r.similarity), rank: Number(r.rank) }));
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
    with terms as ${queryTerms(query)}
    select w from unnest(array[${list}]::text[]) w
    where exists (select 1 from terms term where ${termMatches(searchVectorOf(sql`w`))})`,
  );
  return rows.map((r) => r.w);
}
