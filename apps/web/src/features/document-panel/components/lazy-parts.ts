import { lazy, useEffect } from 'react';

/*
 * What the panel shows only when asked (the add and move dialogs, the detail window) comes in
 * chunks of its own, so the first rows do not wait for its code (issue 16: on a phone every
 * kilobyte and every millisecond of script counts). The add dialog's is fetched once the list is
 * in, so "Add photos" opens without a wait.
 */
export const loadAddDocumentModal = () => import('./add-document-modal');
export const AddDocumentModal = lazy(() => loadAddDocumentModal().then((m) => ({ default: m.AddDocumentModal })));
export const MoveDocumentsModal = lazy(() =>
  import('./move-documents-modal').then((m) => ({ default: m.MoveDocumentsModal })),
);
export const DocumentDetail = lazy(() => import('./document-detail').then((m) => ({ default: m.DocumentDetail })));

/** The add dialog's code arrives while nothing else is waited for (`when`: the list is in), so it opens at once. */
export function usePreloadedAddDialog(when: boolean): void {
  useEffect(() => {
    if (when) loadAddDocumentModal().catch(() => undefined);
  }, [when]);
}
