/**
 * localStorage and sessionStorage can throw (private mode, disabled storage, quota);
 * the portal must keep working without them, so every access goes through these helpers.
 */
type Area = 'local' | 'session';

function area(kind: Area): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readStorage(key: string, kind: Area = 'local'): string | null {
  try {
    return area(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string | null, kind: Area = 'local'): void {
  try {
    const storage = area(kind);
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // Storage full or blocked: the value simply is not remembered.
  }
}
