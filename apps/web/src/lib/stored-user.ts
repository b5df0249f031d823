import { type SessionUser, sessionUser } from '@portal/contracts';
import { useSyncExternalStore } from 'react';
import { readStorage, writeStorage } from './browser-storage';
import { USER_STORAGE_KEY } from './storage-keys';

/** The signed-in user with its bearer token, kept under `user` (spec part 1 section 3). */

function readUser(): SessionUser | null {
  const raw = readStorage(USER_STORAGE_KEY);
  if (!raw) return null;
  try {
    // An old or hand-edited entry must not crash the app: anything invalid counts as signed out.
    const parsed = sessionUser.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

let current: SessionUser | null = readUser();
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function getStoredUser(): SessionUser | null {
  return current;
}

export function setStoredUser(user: SessionUser): void {
  current = user;
  writeStorage(USER_STORAGE_KEY, JSON.stringify(user));
  emit();
}

export function clearStoredUser(): void {
  if (current === null) return;
  current = null;
  writeStorage(USER_STORAGE_KEY, null);
  emit();
}

export function subscribeStoredUser(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Signing in or out in another tab changes this tab too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== USER_STORAGE_KEY && event.key !== null) return;
    current = readUser();
    emit();
  });
}

export function useStoredUser(): SessionUser | null {
  return useSyncExternalStore(subscribeStoredUser, getStoredUser, getStoredUser);
}

/** For screens under the signed-in routes, which render only while a user is stored. */
export function useSignedInUser(): SessionUser {
  const user = useStoredUser();
  if (!user) throw new Error('useSignedInUser() used while signed out');
  return user;
}
