import type { DocumentType, Field } from '@portal/contracts';
import { useMemo } from 'react';
import { useDocumentTypeList } from './document-types';

/**
 * The types the add-document dialog offers: the active ones of `GET document-types` (the default
 * first), each with the fields it shows. Only asked for while the dialog is open.
 */
export function useDocumentTypeChoices(enabled: boolean) {
  const query = useDocumentTypeList(enabled);
  const types = useMemo<DocumentType[]>(
    () =>
      (query.data ?? []).filter((type) => type.is_active).sort((a, b) => Number(b.is_default) - Number(a.is_default)),
    [query.data],
  );
  return { types, isPending: enabled && query.isPending, error: query.error, refetch: query.refetch };
}

/**
 * The fields a document of `typeId` shows, for edit mode: the type's own, or every field for a
 * type without any (the server's rule too). All fields while the types are loading.
 */
export function useTypeFields(typeId: number, allFields: readonly Field[], enabled: boolean): readonly Field[] {
  const query = useDocumentTypeList(enabled);
  const type = query.data?.find((candidate) => candidate.id === typeId);
  return type && type.fields.length > 0 ? type.fields : allFields;
}
