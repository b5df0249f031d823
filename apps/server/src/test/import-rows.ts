import { type ImportRowError, importRejectedRows, importRowError } from '@portal/contracts';
import type { ApiResponse } from './api-client';

/** The rows a refused CSV import lists beside its error body (422 with `data.errors`), read as the web reads them. */
export function rejectedRows(res: ApiResponse): ImportRowError[] {
  const { data } = importRejectedRows.parse(res.raw.json());
  return data.errors.map((row) => importRowError.parse(row));
}
