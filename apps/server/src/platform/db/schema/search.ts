import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { documents } from './documents';
import { searchVectorOf, tsvector } from './search-vector';

/**
 * A document's metadata as one searchable text: its name, its text field values and its keywords.
 * Kept by the database itself (triggers of the search migration on documents, field values and
 * keywords), so every path that changes a document re-indexes it, and the migration indexed the
 * documents that existed before.
 */
export const documentSearchTexts = pgTable(
  'document_search_texts',
  {
    documentId: integer('document_id')
      .primaryKey()
      .references(() => documents.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(() => searchVectorOf(sql`"text"`)),
  },
  (t) => [index('document_search_texts_search_idx').using('gin', t.search)],
);
