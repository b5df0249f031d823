import { type ImportRowError, importRejectedRows, importRowError, importUsersResponse } from '@portal/contracts';
import { endpoints } from '@portal/contracts/endpoints';
import { endpointUrl } from '../../../lib/api';
import { errorFromResponse } from '../../../lib/api-client';
import { type ApiError, networkError } from '../../../lib/api-error';
import { requestLoginCheck } from '../../../lib/login-check-trigger';
import { getStoredUser } from '../../../lib/stored-user';
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

function readJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
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
 * POST import/csv/{kind} with the multipart field `csv_data`. Sent with XMLHttpRequest rather than
 * the shared fetch client because fetch cannot report upload progress, and the 422 answer's
 * `data.errors` (the per-row table) is more than an ApiError carries. Error mapping and the 401
 * login check are the shared client's.
 */
export function uploadCsvImport(
  kind: ImportKind,
  file: File,
  onProgress?: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<ImportResult> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    if (signal?.aborted) {
      reject(new DOMException('The import was cancelled.', 'AbortError'));
      return;
    }
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.onabort = () => reject(new DOMException('The import was cancelled.', 'AbortError'));
    request.open('POST', endpointUrl(endpoints.csvImports.upload, { params: { kind } }));
    request.setRequestHeader('Accept', 'application/json');
    const token = getStoredUser()?.token;
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    request.onerror = () => reject(new ImportFailure(networkError(), []));
    request.onload = () => {
      const body = readJson(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        onProgress?.(1);
        resolve({ created: createdOf(body) });
        return;
      }
      if (request.status === 401 && token) requestLoginCheck();
      const error = errorFromResponse(request.status, body, request.getResponseHeader('Retry-After'));
      reject(new ImportFailure(error, rowErrorsOf(body)));
    };
    const formData = new FormData();
    formData.append('csv_data', file, file.name);
    request.send(formData);
  });
}
