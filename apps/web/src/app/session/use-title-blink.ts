import { TITLE_BLINK_MS } from '@portal/contracts';
import { useEffect } from 'react';

/** Alternates the window title with a warning every second while `active`, so a background tab is noticed. */
export function useTitleBlink(active: boolean, warning: string): void {
  useEffect(() => {
    if (!active) return;
    const original = document.title;
    let showingWarning = false;
    const timer = window.setInterval(() => {
      showingWarning = !showingWarning;
      document.title = showingWarning ? warning : original;
    }, TITLE_BLINK_MS);
    return () => {
      window.clearInterval(timer);
      document.title = original;
    };
  }, [active, warning]);
}
