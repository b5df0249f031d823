import { useMergedRef } from '@mantine/hooks';
import type { Document } from '@portal/contracts';
import { type Ref, useCallback, useRef } from 'react';
import type { DocumentViewState } from './document-view-state';
import { useDocumentWindow } from './use-document-window';

interface OpenDocumentOptions {
  /** Every loaded document, and the ones the panel shows (previous and next follow those). */
  documents: readonly Document[] | undefined;
  shown: readonly Document[];
  view: DocumentViewState;
  change: (part: Partial<DocumentViewState>) => void;
  /** Where new uploads scroll to: the list's top. */
  listTop: Ref<HTMLDivElement>;
}

/**
 * The document open in the detail window (the URL's `activeImage`) and the window's moves. The list's
 * box and the map's box are measured so that the window opens clear of them.
 */
export function useOpenDocument({ documents, shown, view, change, listTop }: OpenDocumentOptions) {
  const active = documents?.find((doc) => doc.id === view.activeImage) ?? null;
  const listRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<HTMLDivElement>(null);
  // One box: the window keeps clear of it (listRef), and new uploads scroll its top into view (listTop).
  const listBox = useMergedRef(listRef, listTop);
  const open = useCallback((id: number | null) => change({ activeImage: id }), [change]);
  const detailWindow = useDocumentWindow({ documents: shown, activeId: view.activeImage, open, listRef, mapRef });
  return { active, listBox, mapRef, detailWindow };
}
