import { DEFAULT_DOCUMENT_TYPE_NAME, type Document } from '@portal/contracts';
import { useMemo } from 'react';

export interface DocumentTypeChoice {
  id: number;
  name: string;
  is_default: boolean;
}

/**
 * The seeded default type's id: the seed inserts it first into an empty table. Used only while
 * neither `GET document-types` nor any document tells the id.
 */
const SEEDED_DEFAULT_TYPE_ID = 1;

/**
 * The types the add-document dialog offers. `GET document-types` is not served yet: until it
 * is, the active types of the project's documents, and always the default type. Swap the body
 * of this hook for a query of that endpoint when it exists; its callers stay as they are.
 */
export function useDocumentTypeChoices(documents: readonly Document[] | undefined): DocumentTypeChoice[] {
  return useMemo(() => {
    const types = new Map<number, DocumentTypeChoice>();
    for (const doc of documents ?? []) {
      const type = doc.document_type;
      if (type.is_active && !types.has(type.id))
        types.set(type.id, { id: type.id, name: type.name, is_default: type.is_default });
    }
    if (![...types.values()].some((type) => type.is_default)) {
      types.set(SEEDED_DEFAULT_TYPE_ID, {
        id: SEEDED_DEFAULT_TYPE_ID,
        name: DEFAULT_DOCUMENT_TYPE_NAME,
        is_default: true,
      });
    }
    return [...types.values()].sort(
      (a, b) => Number(b.is_default) - Number(a.is_default) || a.name.localeCompare(b.name),
    );
  }, [documents]);
}
