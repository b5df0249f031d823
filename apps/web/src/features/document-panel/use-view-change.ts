import { useCallback, useEffect, useRef } from 'react';
import type { DocumentViewState } from './document-view-state';

/**
 * The panel's one way to change its view (kept in the URL by the page). Changes build on the newest
 * state, also when several arrive before the URL has been read back (a date typed right after the
 * free text).
 */
export function useViewChange(
  view: DocumentViewState,
  onViewChange: (next: DocumentViewState) => void,
): (part: Partial<DocumentViewState>) => void {
  const latest = useRef(view);
  useEffect(() => {
    latest.current = view;
  }, [view]);
  return useCallback(
    (part: Partial<DocumentViewState>) => {
      const next = { ...latest.current, ...part };
      latest.current = next;
      onViewChange(next);
    },
    [onViewChange],
  );
}
