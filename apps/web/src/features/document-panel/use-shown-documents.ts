import type { Document } from '@portal/contracts';
import { useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type CompaniesOf, filterDocuments } from './document-format';
import { type DocumentSort, sortDocuments } from './document-sort';
import { type DocumentViewState, FILTER_FIELDS } from './document-view-state';

interface ShownDocumentsInput {
  view: DocumentViewState;
  documents: readonly Document[] | undefined;
  /** The whole list is in: folder counts are shown only then. */
  isComplete: boolean;
  hasFolders: boolean;
  sort: DocumentSort;
  typeName: (doc: Document) => string;
  companiesOf: CompaniesOf | undefined;
}

/** The panel's documents as the view filters and sorts them, and the count per folder. */
export function useShownDocuments({
  view,
  documents,
  isComplete,
  hasFolders,
  sort,
  typeName,
  companiesOf,
}: ShownDocumentsInput) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  // Typing stays quick with ten thousand documents: the list follows a step behind if it must.
  const deferredView = useDeferredValue(view);
  // Built from the filter fields alone: opening a document changes the view but not the list, and
  // the list (and the map's markers) keep their identity.
  const {
    filter: text,
    filterFromDate,
    filterToDate,
    activeFilters,
    activeGroup,
    flatMode,
    activeFolder,
    companies,
  } = deferredView;
  const filter = useMemo(
    () => ({
      filter: text,
      filterFromDate,
      filterToDate,
      activeFilters,
      activeGroup,
      companies,
      folderId: flatMode || !hasFolders ? null : activeFolder,
    }),
    [text, filterFromDate, filterToDate, activeFilters, activeGroup, companies, flatMode, activeFolder, hasFolders],
  );
  const shown = useMemo(() => {
    const filtered = filterDocuments(documents ?? [], filter, FILTER_FIELDS, companiesOf);
    return sortDocuments(filtered, sort, typeName, language);
  }, [documents, filter, sort, typeName, language, companiesOf]);
  const countsByFolder = useMemo(() => {
    if (!isComplete) return undefined;
    const counts = new Map<number, number>();
    for (const doc of documents ?? []) counts.set(doc.folder_id ?? 0, (counts.get(doc.folder_id ?? 0) ?? 0) + 1);
    return counts;
  }, [documents, isComplete]);
  return { filter, shown, countsByFolder };
}
