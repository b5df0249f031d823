import { readStorage, writeStorage } from '../../lib/browser-storage';

/** The detail window's place and size (spec part 2 "Document panel"). */
export interface WindowRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

interface Viewport {
  width: number;
  height: number;
}

export const DEFAULT_WIDTH = 340;
export const MIN_WINDOW = { width: 110, height: 120 };
/** At most 95 % of the viewport's width. */
export const MAX_WINDOW_SHARE = 0.95;
/** Space kept between the window and what it stays clear of. */
export const WINDOW_GAP = 12;

/**
 * Keeps the size within its bounds and the whole window on screen: a window reaching below the
 * viewport would hide its own Save button, so it moves up (and is no taller than the viewport).
 */
export function clampWindow(rect: WindowRect, viewport: Viewport): WindowRect {
  const maxWidth = Math.max(MIN_WINDOW.width, Math.floor(viewport.width * MAX_WINDOW_SHARE));
  const maxHeight = Math.max(MIN_WINDOW.height, viewport.height);
  const width = Math.min(Math.max(rect.width, MIN_WINDOW.width), maxWidth);
  const height = Math.min(Math.max(rect.height, MIN_WINDOW.height), maxHeight);
  const x = Math.min(Math.max(rect.x, 0), Math.max(0, viewport.width - width));
  const y = Math.min(Math.max(rect.y, 0), Math.max(0, viewport.height - height));
  return { x, y, width, height };
}

/** What the window should leave uncovered when it opens, in viewport pixels. */
export interface WindowSurroundings {
  /** The bottom of the top bar. */
  top: number;
  /** The right edge of the list's selection (checkboxes, thumbnails, counters, names), past the navigation. */
  selectionRight: number;
  /** The left edge of a map standing beside the list, if there is one. */
  mapLeft?: number;
}

/**
 * Where the window opens when the user has not placed it: below the top bar, full height, right of
 * the navigation and of the list's selection. It takes the room between the list's selection and a
 * map beside the list when there is enough, so the map's markers stay in sight; else the right edge.
 */
export function defaultWindowRect(viewport: Viewport, around: WindowSurroundings): WindowRect {
  const width = Math.min(DEFAULT_WIDTH, Math.floor(viewport.width * MAX_WINDOW_SHARE));
  const y = Math.max(0, around.top + WINDOW_GAP);
  const height = viewport.height - y - WINDOW_GAP;
  const beforeMap = around.mapLeft === undefined ? null : around.mapLeft - WINDOW_GAP - width;
  const x =
    beforeMap !== null && beforeMap >= around.selectionRight + WINDOW_GAP
      ? beforeMap
      : viewport.width - width - WINDOW_GAP;
  return clampWindow({ x, y, width, height }, viewport);
}

const storageKey = (parent: string) => `documents.detailWindow.${parent}`;

/** The place the user gave the window under this parent (the project page, a summary view), if any. */
export function readWindowRect(parent: string): WindowRect | null {
  const raw = readStorage(storageKey(parent));
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<WindowRect>;
    const ok = (['x', 'y', 'width', 'height'] as const).every(
      (k) => typeof value[k] === 'number' && Number.isFinite(value[k]),
    );
    return ok ? (value as WindowRect) : null;
  } catch {
    return null;
  }
}

export function writeWindowRect(parent: string, rect: WindowRect): void {
  writeStorage(storageKey(parent), JSON.stringify(rect));
}
