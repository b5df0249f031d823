import type { ScheduleRecord } from './schedules.repo';

export interface TreeEntry {
  row: ScheduleRecord;
  level: number;
  children: number[];
}

/**
 * The project's entries in tree order: each root, then its children depth first, siblings in the
 * order given (start, then id). An entry whose parent is missing is a root (spec part 2 §3); the
 * level is the depth as the tree is now, whatever was stored when the entry was written.
 */
export function scheduleTree(rows: readonly ScheduleRecord[]): TreeEntry[] {
  const ids = new Set(rows.map((r) => r.id));
  const childrenOf = new Map<number | null, ScheduleRecord[]>();
  for (const row of rows) {
    const parent = row.parentId !== null && ids.has(row.parentId) ? row.parentId : null;
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), row]);
  }
  const out: TreeEntry[] = [];
  const seen = new Set<number>();
  const walk = (row: ScheduleRecord, level: number) => {
    if (seen.has(row.id)) return;
    seen.add(row.id);
    const children = childrenOf.get(row.id) ?? [];
    out.push({ row, level, children: children.map((c) => c.id) });
    for (const child of children) walk(child, level + 1);
  };
  for (const root of childrenOf.get(null) ?? []) walk(root, 0);
  // A cycle has no root to reach it from (writes refuse them; this keeps the answer whole anyway).
  for (const row of rows) walk(row, 0);
  return out;
}

/** The ids of an entry and all its descendants. */
export function subtreeIds(rows: readonly ScheduleRecord[], id: number): Set<number> {
  const out = new Set<number>([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const row of rows) {
      if (row.parentId !== null && out.has(row.parentId) && !out.has(row.id)) {
        out.add(row.id);
        grew = true;
      }
    }
  }
  return out;
}
