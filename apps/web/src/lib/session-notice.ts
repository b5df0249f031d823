import { useSyncExternalStore } from 'react';
import { readStorage, writeStorage } from './browser-storage';
import { SESSION_EXPIRED_KEY } from './storage-keys';

/**
 * "Your session has expired" on the login screen. Kept in sessionStorage so the notice
 * survives the reload that may follow, but not a new browser session.
 */
const KEY = SESSION_EXPIRED_KEY;
const listeners = new Set<() => void>();
let expired = readStorage(KEY, 'session') === '1';

function set(value: boolean) {
  if (expired === value) return;
  expired = value;
  writeStorage(KEY, value ? '1' : null, 'session');
  for (const listener of listeners) listener();
}

export const markSessionExpired = () => set(true);
export const clearSessionExpired = () => set(false);

export function useSessionExpiredNotice(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => expired,
    () => expired,
  );
}
