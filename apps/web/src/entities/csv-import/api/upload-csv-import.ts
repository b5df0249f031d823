import { type ImportRowError, importRejectedRows, importRowError, importUsersResponse } from '@portal/contracts';
import { endpoints } from '@portal/contracts/endpoints';
import type { ApiError } from '../../../lib/api-error';
import { UploadFailure, uploadWithProgress } from '../../../lib/upload';
import type { ImportKind } from '../csv-file';

/** A refused import: the catalogue error plus the per-row problems (`data.errors`) when the server sent them. */
export class ImportFailure extends Error {
  constructor(
    readonly error: ApiError,
    readonly rows: ImportRowError[],
  ) {
    super(error.message);
    this.name = 'ImportFailure';
  }
}

export interface ImportResult {
  created: number;
}

/** The row list of a 422 body; rows that do not fit the contract are left out rather than shown wrong. */
export function rowErrorsOf(body: unknown): ImportRowError[] {
  const parsed = importRejectedRows.safeParse(body);
  if (!parsed.success) return [];
  return parsed.data.data.errors.flatMap((row) => {
    const one = importRowError.safeParse(row);
    return one.success ? [one.data] : [];
  });
}

/** `created` of `{ data: { created }, code: 200 }`; 0 when a (future) importer answers otherwise. */
function createdOf(body: unknown): number {
  const parsed = importUsersResponse.safeParse(body);
  return parsed.success ? parsed.data.data.created : 0;
}

/**
 * POST import/csv/{kind} with the multipart field `csv_data`, with upload progress. The 422 answer's
 * `data.errors` (the per-row table) is more than an ApiError carries, so it travels beside it.
 */
export async function uploadCsvImport(
  kind: ImportKind,
  file: File,
  onProgress?: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<ImportResult> {
  try {
    const body = await uploadWithProgress(
      endpoints.csvImports.upload,
      { params: { kind } },
      { csv_data: file },
      { onProgress, signal },
    );
    return { created: createdOf(body) };
  } catch (error) {
    if (error instanceof UploadFailure) throw new ImportFailure(error.error, rowErrorsOf(error.body));
    throw error;
  }
}
