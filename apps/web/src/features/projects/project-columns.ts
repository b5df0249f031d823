import { readStorage, writeStorage } from '../../lib/browser-storage';

/**
 * Table columns of the projects list (spec part 2 section 2). id, code and name are always on;
 * file count and most recent document are not in the spec's configurable list, so they always
 * show too. The user chooses among the optional ones; by default only actions is on, which
 * with the fixed ones gives the spec's default "code, name, actions".
 */
export const ALWAYS_ON_COLUMNS = ['id', 'code', 'name'] as const;
export const OPTIONAL_COLUMNS = ['status', 'companies', 'type', 'actions'] as const;
export type OptionalColumn = (typeof OPTIONAL_COLUMNS)[number];
export const DEFAULT_COLUMNS: readonly OptionalColumn[] = ['actions'];

const columnsKey = (userId: number) => `projects.columns.${userId}`;

/** Keeps only known optional columns, in their canonical order; invalid input gives the defaults. */
export function normaliseColumns(value: unknown): OptionalColumn[] {
  if (!Array.isArray(value)) return [...DEFAULT_COLUMNS];
  return OPTIONAL_COLUMNS.filter((column) => value.includes(column));
}

export function readColumns(userId: number): OptionalColumn[] {
  const raw = readStorage(columnsKey(userId));
  if (!raw) return [...DEFAULT_COLUMNS];
  try {
    return normaliseColumns(JSON.parse(raw));
  } catch {
    return [...DEFAULT_COLUMNS];
  }
}

export function writeColumns(userId: number, columns: readonly OptionalColumn[]): void {
  writeStorage(columnsKey(userId), JSON.stringify(normaliseColumns(columns)));
}

/** The optional columns that actually render: type needs several types, actions the manage permission. */
export function visibleOptionalColumns(
  chosen: readonly OptionalColumn[],
  { projectTypeCount, canManage }: { projectTypeCount: number; canManage: boolean },
): OptionalColumn[] {
  return chosen.filter((column) => {
    if (column === 'type') return projectTypeCount > 1;
    if (column === 'actions') return canManage;
    return true;
  });
}
