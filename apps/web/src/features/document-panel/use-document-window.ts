import type { Document } from '@portal/contracts';
import { type RefObject, useCallback, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDiscard } from './components/confirm-discard';
import { defaultWindowRect, type WindowRect } from './detail-window-geometry';

/**
 * How much of the list's left side shows which documents are chosen and which is which: the
 * checkbox, thumbnail, counter and the name cut at 20 characters (documents-table.tsx).
 */
const SELECTION_WIDTH = 370;

interface DocumentWindowOptions {
  /** The documents as the panel shows them (its filters and sort): previous and next follow it. */
  documents: readonly Document[];
  activeId: number | null;
  /** Opens a document (or closes the window with null), without asking. */
  open: (id: number | null) => void;
  /** The list's box and the map's box when it stands beside the list. */
  listRef: RefObject<HTMLElement | null>;
  mapRef: RefObject<HTMLElement | null>;
}

/**
 * The detail window's moves: opening another document, previous and next in the list's order,
 * and closing, each asking first while the open document holds unsaved changes; and where the
 * window opens when the user has not placed it.
 */
export function useDocumentWindow({ documents, activeId, open, listRef, mapRef }: DocumentWindowOptions) {
  const { t } = useTranslation();
  const dirty = useRef(false);
  const setDirty = useCallback((value: boolean) => {
    dirty.current = value;
  }, []);

  const requestOpen = useCallback(
    (id: number | null) => {
      if (id === activeId) return;
      if (!dirty.current) {
        open(id);
        return;
      }
      confirmDiscard(t, () => {
        dirty.current = false;
        open(id);
      });
    },
    [activeId, open, t],
  );

  const { previousId, nextId } = useMemo(() => {
    const at = documents.findIndex((doc) => doc.id === activeId);
    if (at < 0) return { previousId: null, nextId: null };
    return { previousId: documents[at - 1]?.id ?? null, nextId: documents[at + 1]?.id ?? null };
  }, [documents, activeId]);

  const defaultRect = useCallback((): WindowRect => {
    const list = listRef.current?.getBoundingClientRect();
    const map = mapRef.current?.getBoundingClientRect();
    const top = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
    return defaultWindowRect(
      { width: window.innerWidth, height: window.innerHeight },
      {
        top,
        selectionRight: (list?.left ?? 0) + SELECTION_WIDTH,
        mapLeft: map && map.width > 0 ? map.left : undefined,
      },
    );
  }, [listRef, mapRef]);

  return { requestOpen, previousId, nextId, setDirty, defaultRect };
}
