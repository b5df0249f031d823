import { useSyncExternalStore } from 'react';

/**
 * The session-expiry warning: set by SESSION_WILL_EXPIRE, cleared by signing in again,
 * logging out or expiry. `reloginOpen` is the Continue button's re-login modal.
 */
export interface SessionWarningState {
  expiresAt: string | null;
  reloginOpen: boolean;
}

let state: SessionWarningState = { expiresAt: null, reloginOpen: false };
const listeners = new Set<() => void>();

function update(next: SessionWarningState) {
  state = next;
  for (const listener of listeners) listener();
}

export const showSessionWarning = (expiresAt: string) => update({ ...state, expiresAt });
export const clearSessionWarning = () => update({ expiresAt: null, reloginOpen: false });
export const openRelogin = () => update({ ...state, reloginOpen: true });
export const closeRelogin = () => update({ ...state, reloginOpen: false });
export const getSessionWarning = () => state;

export function useSessionWarning(): SessionWarningState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSessionWarning,
    getSessionWarning,
  );
}
