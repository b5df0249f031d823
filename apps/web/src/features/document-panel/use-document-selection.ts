import { useCallback, useState } from 'react';

/** The panel's checked documents by id; `toggleAll` checks all the shown ones, or none when all are. */
export function useDocumentSelection(shown: readonly { id: number }[]) {
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const toggle = useCallback(
    (id: number) =>
      setSelected((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    [],
  );
  const toggleAll = () =>
    setSelected((current) =>
      shown.length > 0 && shown.every((d) => current.has(d.id)) ? new Set() : new Set(shown.map((d) => d.id)),
    );
  const clear = useCallback(() => setSelected(new Set()), []);
  return { selected, toggle, toggleAll, clear };
}
