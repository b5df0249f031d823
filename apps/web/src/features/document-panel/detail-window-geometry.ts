import { readStorage, writeStorage } from '../../lib/browser-storage';

/** The detail window's place and size (spec part 2 "Document panel"). */
export interface WindowRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const DEFAULT_WINDOW: WindowRect = { x: 10, y: 10, width: 380, height: 780 };
export const MIN_WINDOW = { width: 110, height: 120 };
/** At most 95 % of the viewport either way. */
export const MAX_WINDOW_SHARE = 0.95;

/** Keeps the size within its bounds and at least part of the title bar on screen. */
export function clampWindow(rect: WindowRect, viewport: { width: number; height: number }): WindowRect {
  const maxWidth = Math.max(MIN_WINDOW.width, Math.floor(viewport.width * MAX_WINDOW_SHARE));
  const maxHeight = Math.max(MIN_WINDOW.height, Math.floor(viewport.height * MAX_WINDOW_SHARE));
  const width = Math.min(Math.max(rect.width, MIN_WINDOW.width), maxWidth);
  const height = Math.min(Math.max(rect.height, MIN_WINDOW.height), maxHeight);
  const x = Math.min(Math.max(rect.x, 0), Math.max(0, viewport.width - width));
  const y = Math.min(Math.max(rect.y, 0), Math.max(0, viewport.height - 40));
  return { x, y, width, height };
}

const storageKey = (parent: string) => `documents.detailWindow.${parent}`;

/** The remembered place of the window under this parent (the project page, a summary view). */
export function readWindowRect(parent: string): WindowRect {
  const raw = readStorage(storageKey(parent));
  if (!raw) return DEFAULT_WINDOW;
  try {
    const value = JSON.parse(raw) as Partial<WindowRect>;
    const ok = (['x', 'y', 'width', 'height'] as const).every(
      (k) => typeof value[k] === 'number' && Number.isFinite(value[k]),
    );
    return ok ? (value as WindowRect) : DEFAULT_WINDOW;
  } catch {
    return DEFAULT_WINDOW;
  }
}

export function writeWindowRect(parent: string, rect: WindowRect): void {
  writeStorage(storageKey(parent), JSON.stringify(rect));
}
