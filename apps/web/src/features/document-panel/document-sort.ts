import type { Document } from '@portal/contracts';

export type DocumentSortKey = 'counter' | 'name' | 'created' | 'type' | 'phase' | 'subject' | 'state' | 'company';
export interface DocumentSort {
  key: DocumentSortKey;
  direction: 'asc' | 'desc';
}

/**
 * The panel's default order: by counter (spec part 2 "Document panel"), the newest first, so what
 * was just added is at the top (issue 16), as the first page the server sends before the rest.
 */
export const DEFAULT_SORT: DocumentSort = { key: 'counter', direction: 'desc' };

function sortValue(doc: Document, key: DocumentSortKey, typeName: (doc: Document) => string): string | number | null {
  switch (key) {
    case 'counter':
      return doc.counterNumber;
    case 'name':
      return doc.name;
    case 'created':
      return doc.created;
    case 'type':
      return typeName(doc);
    case 'company':
      return doc.addedByCompany?.name ?? doc.owner_company_name;
    default:
      return doc[key];
  }
}

/** Sorted copy; empty values last either way, ties by counter. */
export function sortDocuments(
  documents: readonly Document[],
  sort: DocumentSort,
  typeName: (doc: Document) => string,
  locale?: string,
): Document[] {
  const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
  const sign = sort.direction === 'asc' ? 1 : -1;
  return documents
    .map((doc) => ({ doc, v: sortValue(doc, sort.key, typeName) }))
    .sort((a, b) => {
      const aEmpty = a.v === null || a.v === '';
      const bEmpty = b.v === null || b.v === '';
      if (aEmpty !== bEmpty) return aEmpty ? 1 : -1;
      let order = 0;
      if (!aEmpty && !bEmpty) {
        order =
          typeof a.v === 'number' && typeof b.v === 'number'
            ? a.v - b.v
            : sort.key === 'created'
              ? String(a.v) < String(b.v)
                ? -1
                : String(a.v) > String(b.v)
                  ? 1
                  : 0
              : collator.compare(String(a.v), String(b.v));
      }
      return sign * order || a.doc.counterNumber - b.doc.counterNumber;
    })
    .map((entry) => entry.doc);
}
