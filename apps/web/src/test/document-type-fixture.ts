import type { DocumentType, Field } from '@portal/contracts';

/** A field answer as the server sends it: neither automatic nor default, ordered by its id, no keywords. */
export function fieldFixture(over: Partial<Field> & Pick<Field, 'id' | 'key' | 'type'>): Field {
  return {
    is_automatic: false,
    is_default: false,
    order: over.id,
    show_in_documents_table: false,
    keywords: [],
    ...over,
  };
}

/** A document type answer as the server sends it: active, changeable, no fields, may be updated and deleted. */
export function documentTypeFixture(over: Partial<DocumentType> & Pick<DocumentType, 'id' | 'name'>): DocumentType {
  return {
    is_default: false,
    is_immutable: false,
    is_active: true,
    fields: [],
    can: { update: true, delete: true },
    ...over,
  };
}
