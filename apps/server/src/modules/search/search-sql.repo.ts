import { SEARCH_SENTENCES } from '@portal/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { searchVectorOf } from '../../platform/db/schema';

/*
 * SQL fragments of search (ARCHITECTURE.md "Data" → Search). A query is parsed twice, as Finnish and
 * as English (`websearch_to_tsquery`, which accepts any text: quotes, or, -not, stray operators), and
 * either may match the vectors, which hold both languages' lexemes.
 */

/** The query as a tsquery in both languages. */
export const searchQuery = (query: string): SQL =>
  sql`(websearch_to_tsquery('finnish'::regconfig, ${query}) || websearch_to_tsquery('english'::regconfig, ${query}))`;

/**
 * The CTE `terms`: the query's words, each later a query of its own in both languages (scoring
 * sentences, finding the words to highlight). A word that is a stop word in either language is left
 * out; a query with no word left finds nothing ("ja", "the", "ja the"), though Finnish would index "the".
 */
export const termsCte = (query: string) => sql`terms as (
  select t, (plainto_tsquery('finnish'::regconfig, t) || plainto_tsquery('english'::regconfig, t)) as q
  from unnest(tsvector_to_array(to_tsvector('simple'::regconfig, ${query}))) t
  where numnode(plainto_tsquery('finnish'::regconfig, t)) > 0 and numnode(plainto_tsquery('english'::regconfig, t)) > 0)`;

/**
 * Whether `vector` holds the word of `term` (a row of the `terms` CTE) in either language. The
 * word's query is made once in the CTE, not once for every sentence or word it is tried on.
 */
export const termMatches = (vector: SQL) => sql`${vector} @@ term.q`;

/** Longest sentence answered; a longer one is cut at a word boundary. */
const SENTENCE_MAX_LENGTH = 300;
/** Sentences scored per text: enough for a dense page, bounded for a pathological one. */
const SENTENCES_PER_TEXT = 400;

/**
 * A text's real sentences with their place: split at line breaks (PDF text puts headings and table
 * cells on lines of their own) and after `.`, `!` or `?` followed by space; white space collapsed;
 * a long one cut at a word boundary.
 */
const sentencesOf = (text: SQL) => sql`(
  select case when length(c.s) > ${SENTENCE_MAX_LENGTH}
      -- Cut, then the last word dropped, which the cut may have split (when there is a space at all).
      then regexp_replace(left(c.s, ${SENTENCE_MAX_LENGTH}), '\\s+\\S*$', '') || '…'
      else c.s end as sentence, c.n
  from (select btrim(regexp_replace(r.part, '\\s+', ' ', 'g')) as s, r.n
    from regexp_split_to_table(left(${text}, 100000), '\\n+|(?<=[.!?])\\s+') with ordinality r(part, n)) c
  where c.s <> '' and c.n <= ${SENTENCES_PER_TEXT})`;

/**
 * The best sentences of `text` for the query, as a JSON array of {sentence, similarity}: similarity is
 * the share of the query's words (stemmed, either language) the sentence holds, 0…1; most first, then
 * by rank, then the earlier. Sentences holding none of the words are left out, unless none holds any
 * (a phrase across a line break): then the best ranked one stands for the match. Needs the `terms` CTE.
 */
export function bestSentencesJson(text: SQL, query: string): SQL {
  // Each sentence's vector is made once (OFFSET 0 keeps the planner from copying the expression
  // into each place that reads it): it is the costly part, read once per word of the query and
  // once more for the rank.
  const vector = sql`sv.v`;
  return sql`(
    select coalesce(json_agg(json_build_object('sentence', b.sentence, 'similarity', b.similarity) order by b.o), '[]'::json)
    from (
      select x.sentence, x.similarity,
        row_number() over (order by x.similarity > 0 desc, x.similarity desc, x.rank desc, x.n) as o
      from (
        select s.sentence, s.n,
          case when tc.c = 0 then 0::float8
            else (select count(*) from terms term where ${termMatches(vector)})::float8 / tc.c end as similarity,
          ts_rank(${vector}, ${searchQuery(query)}) as rank
        from ${sentencesOf(text)} s
          cross join lateral (select ${searchVectorOf(sql`s.sentence`)} as v offset 0) sv,
          (select count(*)::float8 as c from terms) tc
      ) x
    ) b
    where b.o <= ${SEARCH_SENTENCES} and (b.similarity > 0 or b.o = 1))`;
}
