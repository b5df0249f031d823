import { useSyncExternalStore } from 'react';

/**
 * The top bar's map show/hide toggle; project pages read it. Starts from configuration's
 * infraMapVisibleByDefault until the user flips it.
 */
let visible: boolean | null = null;
let fallback = true;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function setMapVisibleDefault(value: boolean): void {
  if (fallback === value) return;
  fallback = value;
  if (visible === null) emit();
}

export function isMapVisible(): boolean {
  return visible ?? fallback;
}

export function setMapVisible(value: boolean): void {
  visible = value;
  emit();
}

export function useMapVisible(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    isMapVisible,
    isMapVisible,
  );
}
