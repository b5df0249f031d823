import type { Field, Keyword } from '@portal/contracts';
import { useQueries } from '@tanstack/react-query';
import { allKeywordsQueryOptions } from './get-all-keywords';
import { fieldsQueryOptions } from './get-fields';

/** The two globals documents are read with: field definitions and every keyword. */
export interface FieldGlobals {
  fields: readonly Field[];
  keywords: readonly Keyword[];
}

/** Fields and keywords from the globals' cache (refreshed with them every 3 minutes). */
export function useFieldGlobals(): FieldGlobals {
  return useQueries({
    queries: [fieldsQueryOptions, allKeywordsQueryOptions],
    combine: ([fields, keywords]) => ({ fields: fields.data ?? [], keywords: keywords.data ?? [] }),
  });
}
