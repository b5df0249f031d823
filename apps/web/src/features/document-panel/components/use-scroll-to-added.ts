import { useCallback, useEffect, useRef } from 'react';

/**
 * After an upload on a phone the page scrolls to the top of the list, where the new photos are
 * (newest first), unless it is in view already (a map may stand above it). Once the dialog has
 * gone: it holds the page's scroll while it is open. `adding` is the add dialog's state (null when
 * closed); `showAdded` is called when an upload has added documents.
 */
export function useScrollToAdded(adding: unknown, isMobile: boolean) {
  const listTop = useRef<HTMLDivElement>(null);
  const scrollToAdded = useRef(false);
  useEffect(() => {
    if (adding !== null || !scrollToAdded.current) return;
    scrollToAdded.current = false;
    const frame = requestAnimationFrame(() => {
      const top = listTop.current;
      if (!top) return;
      const { top: y } = top.getBoundingClientRect();
      // Under the top bar, or far down the screen: brought up to just below the top bar.
      if (y < 80 || y > window.innerHeight / 2) top.scrollIntoView({ block: 'start' });
    });
    return () => cancelAnimationFrame(frame);
  }, [adding]);
  const showAdded = useCallback(() => {
    scrollToAdded.current = isMobile;
  }, [isMobile]);

  return { listTop, showAdded };
}
