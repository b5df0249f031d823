import type { ImportRowError } from '@portal/contracts';
import type { CsvTable } from './csv-reader';

export interface CsvColumnDefinition<K extends string> {
  key: K;
  required: boolean;
  /** Accepted headers, English and Finnish. */
  headers: readonly string[];
}

export type CsvColumns<K extends string> = Partial<Record<K, { index: number; header: string }>>;

/** Headers compare without case, spaces, `_` or `-` differences: `Company code` = `company_code`. */
export const normalizeHeader = (h: string) =>
  h
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');

/**
 * Reads an import's header row against its column definitions: each known column's index, and a
 * header-row error (row 1) for duplicate, unknown and missing required columns. Shared by the
 * users and projects imports so both accept files the same way.
 */
export function csvColumnReader<K extends string>(definitions: readonly CsvColumnDefinition<K>[]) {
  const keys = new Map<string, K>(
    definitions.flatMap((c) => c.headers.map((h) => [normalizeHeader(h), c.key] as const)),
  );

  return (table: CsvTable, errors: ImportRowError[]): CsvColumns<K> => {
    const columns: CsvColumns<K> = {};
    table.header.forEach((header, index) => {
      const key = keys.get(normalizeHeader(header));
      const problem = (message: string) =>
        errors.push({ row: 1, column: header, field: key ?? null, message, value: header });
      if (key && columns[key]) problem('duplicate-column');
      else if (key) columns[key] = { index, header };
      // Excel leaves trailing separators: a column without a header is fine while it is empty.
      else if (header === '' && table.rows.every((r) => !r.cells[index])) return;
      else problem(header === '' ? 'column-without-header' : 'unknown-column');
    });
    for (const c of definitions) {
      if (c.required && !columns[c.key]) {
        errors.push({ row: 1, column: c.headers[0], field: c.key, message: 'missing-column', value: null });
      }
    }
    return columns;
  };
}
