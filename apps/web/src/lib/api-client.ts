import { BACKGROUND_REQUEST_HEADER, codeForHttpStatus, ErrorCode, USER_DISABLED_MESSAGE } from '@portal/contracts';
import { API_BASE } from './api-base';
import { ApiError, type ApiErrorCode, networkError } from './api-error';
import { takeEarlyResponse } from './early-requests';
import { requestLoginCheck } from './login-check-trigger';
import { getStoredUser } from './stored-user';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined;

/** Options of one call that are not part of the endpoint's input. */
export interface CallOptions {
  /** Do not start a login check on 401 (sign-in itself, the login check, public calls). */
  skipAuthCheck?: boolean;
  /** Use this token instead of the stored user's (terms acceptance before the user is stored). */
  token?: string | null;
  signal?: AbortSignal;
  /** A read repeated on a timer, not the user's doing: it must not keep the session alive. */
  background?: boolean;
}

export interface RequestOptions {
  method?: Method;
  query?: Record<string, QueryValue>;
  /** JSON body. */
  body?: unknown;
  /** Multipart body; a PUT with files is sent as POST `?_method=PUT` (spec part 1 section 7). */
  formData?: FormData;
  /** Do not start a login check on 401 (sign-in itself, the login check, public calls). */
  skipAuthCheck?: boolean;
  /** Use this token instead of the stored user's (terms acceptance before the user is stored). */
  token?: string | null;
  signal?: AbortSignal;
  background?: boolean;
}

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const clean = path.replace(/^\/+/, '');
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    params.append(key, typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
  }
  const search = params.toString();
  return `${API_BASE}/${clean}${search ? `?${search}` : ''}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readFields(value: unknown): Record<string, string[]> | undefined {
  if (!isRecord(value)) return undefined;
  const fields: Record<string, string[]> = {};
  for (const [key, messages] of Object.entries(value)) {
    if (Array.isArray(messages)) fields[key] = messages.map(String);
    else if (typeof messages === 'string') fields[key] = [messages];
  }
  return fields;
}

function parseRetryAfter(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.round((date - Date.now()) / 1000));
}

/**
 * Turns a failed answer into an ApiError. The body's catalogue code wins; otherwise the
 * spec's body-level rules (exception 7, error 8), then its HTTP-status mapping.
 */
export function errorFromResponse(status: number, body: unknown, retryAfterHeader: string | null = null): ApiError {
  const isSuccessStatus = status >= 200 && status < 300;
  let code: ApiErrorCode = isSuccessStatus ? ErrorCode.unexpected : codeForHttpStatus(status);
  let message: string | undefined;
  let fields: Record<string, string[]> | undefined;
  if (isRecord(body)) {
    const errors = body.errors;
    if (isRecord(errors)) {
      if (typeof errors.code === 'number' || typeof errors.code === 'string') code = errors.code;
      else if (isSuccessStatus) code = ErrorCode.invalidToken;
      if (typeof errors.message === 'string') message = errors.message;
      fields = readFields(errors.fields);
    } else if ('exception' in body) {
      code = ErrorCode.exception;
    } else if ('error' in body) {
      code = ErrorCode.loginFailed;
      if (typeof body.error === 'string') message = body.error;
    }
    if (!message && typeof body.message === 'string') message = body.message;
  }
  // A disabled user is code 44 in the sign-in context (DECISIONS.md "Answers").
  if (status === 401 && message === USER_DISABLED_MESSAGE) code = ErrorCode.statusNotFound;
  if (typeof code === 'string' && /^-?\d+$/.test(code)) code = Number(code);
  return new ApiError({ status, code, message, fields, retryAfterSeconds: parseRetryAfter(retryAfterHeader) });
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * How a call travels: a PUT with files goes as POST `?_method=PUT` (spec part 1 section 7), since
 * browsers send multipart forms as POST; everything else as it is declared.
 */
export function wireRequest(
  method: Method,
  isMultipart: boolean,
  query: Record<string, QueryValue> = {},
): { method: Method; query: Record<string, QueryValue> } {
  if (isMultipart && method === 'PUT') return { method: 'POST', query: { ...query, _method: 'PUT' } };
  return { method, query };
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  const method = options.method ?? 'GET';
  const { method: wireMethod, query } = wireRequest(method, Boolean(options.formData), options.query);
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = options.token === undefined ? getStoredUser()?.token : options.token;
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.background) headers[BACKGROUND_REQUEST_HEADER] = '1';
  let body: BodyInit | undefined;
  if (options.formData) body = options.formData;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  const url = buildUrl(path, query);
  // A read index.html's first script started for this page, with this token, is taken as it is.
  const early = wireMethod === 'GET' && !options.background ? takeEarlyResponse(url, token) : undefined;
  let response: Response;
  try {
    response = await (early ?? fetch(url, { method: wireMethod, headers, body, signal: options.signal }));
  } catch (error) {
    // Cancelled queries must stay cancellations, not "cannot connect" errors.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    console.error('API request failed', path, error);
    throw networkError(error);
  }

  if (!response.ok) {
    const error = errorFromResponse(response.status, await readBody(response), response.headers.get('Retry-After'));
    if (response.status === 401 && token && !options.skipAuthCheck) requestLoginCheck();
    throw error;
  }
  return response;
}

/**
 * A successful answer's body, after the spec's body-level rules: an errors, exception or error
 * field fails the call even with a 2xx status (6, 7, 8); an empty answer is undefined.
 */
async function readSuccessBody(response: Response): Promise<Record<string, unknown> | undefined> {
  const body = await readBody(response);
  if (body === undefined) return undefined;
  if (!isRecord(body)) throw new ApiError({ status: response.status, code: ErrorCode.invalidShape });
  if (isRecord(body.errors) || 'exception' in body || 'error' in body) {
    throw errorFromResponse(response.status, body);
  }
  return body;
}

/**
 * One call for the typed client (`lib/api.ts`): the JSON body after the spec's body-level rules
 * (an empty answer is 9, a body without `data` an invalid shape), or the bytes of a file answer.
 */
export async function sendRaw(path: string, options: RequestOptions, expect: 'json' | 'blob'): Promise<unknown> {
  const response = await send(path, options);
  if (expect === 'blob') return response.blob();
  const body = await readSuccessBody(response);
  if (body === undefined) throw new ApiError({ status: response.status, code: ErrorCode.requiredFields });
  if (!('data' in body)) throw new ApiError({ status: response.status, code: ErrorCode.invalidShape });
  return body;
}
