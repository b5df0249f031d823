import type { ImportRowError } from '@portal/contracts';
import type { ApiError } from '../../lib/api-error';

/** Row problems go to the table; row 0 is the file as a whole. Sorted by row, then column. */
export function sortRowErrors(rows: readonly ImportRowError[]): ImportRowError[] {
  return [...rows].sort((a, b) => a.row - b.row || (a.column ?? '').localeCompare(b.column ?? ''));
}

/** File-level message keys from `errors.fields.csv_data` when the body had no row list. */
export function fileMessagesOf(error: ApiError, rows: readonly ImportRowError[]): string[] {
  if (rows.length > 0) return [];
  // `required` on the file field means no file came (the row table's `required` is about a cell).
  return (error.fields?.csv_data ?? []).map((key) => (key === 'required' ? 'required-file' : key));
}
