import type { EndpointConfig, EndpointInput } from '@portal/contracts/http/endpoint';
import { type MultipartParts, multipartForm } from '@portal/contracts/http/multipart-form';
import { errorFromResponse, wireRequest } from './api-client';
import { type ApiError, networkError } from './api-error';
import { endpointUrl } from './call-endpoint';
import { requestLoginCheck } from './login-check-trigger';
import { getStoredUser } from './stored-user';

/** A refused upload: the API error and the answer's body (some answers carry more, such as rows). */
export class UploadFailure extends Error {
  constructor(
    readonly error: ApiError,
    readonly body: unknown,
  ) {
    super(error.message);
    this.name = 'UploadFailure';
  }
}

export interface UploadOptions {
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

function readJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Sends a multipart endpoint's form with XMLHttpRequest, because fetch cannot report upload
 * progress. The form is built from the declaration (`multipartForm`): its text fields and files.
 * A PUT travels as POST `?_method=PUT`, as the typed client sends it. Answers the success body; a
 * refusal rejects with UploadFailure (the shared client's error mapping and 401 login check, plus
 * the body), a cancel with an AbortError.
 */
export function uploadWithProgress<E extends EndpointConfig & { multipart: true }>(
  endpoint: E,
  input: Omit<EndpointInput<E>, 'body' | 'formData'>,
  parts: MultipartParts<E>,
  { onProgress, signal }: UploadOptions = {},
): Promise<unknown> {
  const wire = wireRequest(endpoint.method, true);
  return new Promise((resolve, reject) => {
    const formData = multipartForm(endpoint, parts);
    const request = new XMLHttpRequest();
    const cancelled = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    if (signal?.aborted) return cancelled();
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.onabort = cancelled;
    request.open(wire.method, endpointUrl(endpoint, input, wire.query));
    request.setRequestHeader('Accept', 'application/json');
    const token = getStoredUser()?.token;
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    request.onerror = () => reject(new UploadFailure(networkError(), undefined));
    request.onload = () => {
      const body = readJson(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        onProgress?.(1);
        resolve(body);
        return;
      }
      if (request.status === 401 && token) requestLoginCheck();
      reject(
        new UploadFailure(errorFromResponse(request.status, body, request.getResponseHeader('Retry-After')), body),
      );
    };
    request.send(formData);
  });
}
