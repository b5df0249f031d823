import { useCallback, useState } from 'react';
import { readStorage, writeStorage } from '../../lib/browser-storage';

/** Hidden until chosen: the longer texts (spec part 2 "Summary views": detail text, position). */
const HIDDEN_BY_DEFAULT = ['detailText', 'position'];

function readHidden(storageKey: string): Set<string> {
  const raw = readStorage(storageKey);
  if (raw === null) return new Set(HIDDEN_BY_DEFAULT);
  try {
    const parsed: unknown = JSON.parse(raw);
    return new Set(Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : []);
  } catch {
    return new Set(HIDDEN_BY_DEFAULT);
  }
}

/**
 * Which table columns are hidden, kept in this browser per panel (the project page's and the
 * summary view's each their own), as the spec keeps the column settings locally.
 */
export function useColumnSettings(panel: string) {
  const storageKey = `documentColumns.${panel}`;
  const [hidden, setHidden] = useState(() => readHidden(storageKey));
  const toggle = useCallback(
    (key: string) =>
      setHidden((current) => {
        const next = new Set(current);
        if (next.has(key)) next.delete(key);
        else next.add(key);
        writeStorage(storageKey, JSON.stringify([...next]));
        return next;
      }),
    [storageKey],
  );
  return { hidden, toggle };
}
