import { type SQL, sql } from 'drizzle-orm';
import { customType } from 'drizzle-orm/pg-core';

/** PostgreSQL's `tsvector`; only ever computed by the database (generated columns), never written. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The searchable form of a text in both languages the portal speaks (DECISIONS.md "Search"):
 * Finnish and English lexemes in one vector, so one GIN index serves a query in either language.
 * Only the first 100,000 characters are indexed: a tsvector has a size limit, and a processing job
 * must never fail on a huge page.
 */
export function searchVectorOf(column: SQL): SQL {
  return sql`(to_tsvector('finnish'::regconfig, left(${column}, 100000)) || to_tsvector('english'::regconfig, left(${column}, 100000)))`;
}
