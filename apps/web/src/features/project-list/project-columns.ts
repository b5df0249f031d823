import { readStorage, writeStorage } from '../../lib/browser-storage';

/**
 * Table columns of the projects list (spec part 2 section 2, part 1 section 9). Code and name are
 * always on; the default columns are code, name and actions; id, file count, most recent document,
 * status, companies and type can be switched on. The choice is kept per user in this browser.
 */
export const ALWAYS_ON_COLUMNS = ['code', 'name'] as const;
/** In the table's order (id comes first, before code). */
export const OPTIONAL_COLUMNS = [
  'id',
  'fileCount',
  'mostRecentDocument',
  'status',
  'companies',
  'type',
  'actions',
] as const;
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

/**
 * The optional columns that actually render: type needs several project types; actions needs a
 * row the user may edit (the rows' `can.update`, from the server).
 */
export function visibleOptionalColumns(
  chosen: readonly OptionalColumn[],
  { projectTypeCount, hasEditableRows }: { projectTypeCount: number; hasEditableRows: boolean },
): OptionalColumn[] {
  return chosen.filter((column) => {
    if (column === 'type') return projectTypeCount > 1;
    if (column === 'actions') return hasEditableRows;
    return true;
  });
}
