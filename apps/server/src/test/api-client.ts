import { type ErrorBody, errorBody } from '@portal/contracts';
import { endpoints } from '@portal/contracts/endpoints';
import { type EndpointConfig, type EndpointInput, fillPath, type HttpMethod } from '@portal/contracts/http/endpoint';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { z } from 'zod';
import type { App } from '../app';
import { readAnswer } from './answer-contract';

/*
 * The typed test client (ARCHITECTURE.md "Tests"): `t.as(token).documents.upload({ params, formData })`
 * calls a declared endpoint, so tests write no path by hand, and answers the status, the raw answer
 * and the body typed from the endpoint's response schema, so tests read answers without casts.
 */

const API_BASE = '/api/v1/';

/** A declared path as the OpenAPI document spells it: `/api/v1/companies/{id}`. */
export const openApiPath = (endpoint: EndpointConfig) => `${API_BASE}${endpoint.path}`;

/** Options of one call that are not part of the endpoint's input. */
export interface CallOptions {
  /** Extra request headers (Range, Accept-Encoding, a deliberately wrong Content-Type, ...). */
  headers?: Record<string, string>;
  /** Send the body as a form (`application/x-www-form-urlencoded`), as pusher-js does, instead of JSON. */
  urlencoded?: boolean;
  /** Send a PUT as browsers send multipart updates: POST with `?_method=PUT` (spec part 1 section 7). */
  methodOverride?: boolean;
  /** The caller's address as the server sees the TCP peer (login throttling counts by it). */
  remoteAddress?: string;
}

/** The error of a failed call: its catalogue code, message and field messages (none: `{}`). */
export interface ApiError {
  code: ErrorBody['errors']['code'];
  message: string;
  fields: Record<string, string[]>;
}

/** What every call answers, whatever its endpoint: enough for authorization rows and error tests. */
export interface ApiResponse {
  readonly endpoint: EndpointConfig;
  readonly method: HttpMethod;
  /** The URL called, `/api/v1/...` with its query. */
  readonly url: string;
  readonly status: number;
  readonly headers: LightMyRequestResponse['headers'];
  /** The answer's body as text. */
  readonly body: string;
  readonly raw: LightMyRequestResponse;
  /** The error envelope of a failed call; throws when the call succeeded or the body is no envelope. */
  readonly errorBody: ErrorBody;
  /** `errorBody.errors`: the catalogue code, the message and the fields. */
  readonly error: ApiError;
}

type Answer<E extends EndpointConfig> = E['response'] extends z.ZodType ? z.output<E['response']> : Buffer;
type Data<E extends EndpointConfig> = Answer<E> extends { data: infer D } ? D : Answer<E>;

export interface ApiResult<E extends EndpointConfig> extends ApiResponse {
  /** The success body read through the response schema (the bytes for file endpoints); throws on failure. */
  json(): Answer<E>;
  /** `json().data`; throws with the status and body when the call did not succeed. */
  readonly data: Data<E>;
}

type EndpointCall<E extends EndpointConfig> = (
  ...args: object extends EndpointInput<E>
    ? [input?: EndpointInput<E>, options?: CallOptions]
    : [input: EndpointInput<E>, options?: CallOptions]
) => Promise<ApiResult<E>>;

type AreaClient<G> = { [N in keyof G]: G[N] extends EndpointConfig ? EndpointCall<G[N]> : never };

/** Every declared endpoint, by area, as the one caller it was made for. */
export type ApiClient = { [A in keyof typeof endpoints]: AreaClient<(typeof endpoints)[A]> };

type QueryValue = string | number | boolean | null | undefined;

/** The query as the web's client writes it (booleans as 1 and 0, arrays as repeated keys). */
function queryString(query: Record<string, QueryValue | QueryValue[]> | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue;
      search.append(key, typeof item === 'boolean' ? (item ? '1' : '0') : String(item));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

interface Parts {
  params?: Record<string, unknown>;
  query?: Record<string, QueryValue | QueryValue[]>;
  body?: unknown;
  formData?: FormData;
}

/** A multipart body as a browser would send it (undici writes the boundary and the parts). */
async function multipartPayload(formData: FormData): Promise<{ payload: Buffer; contentType: string }> {
  const encoded = new Response(formData);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type') ?? 'multipart/form-data',
  };
}

function describe(res: { method: string; url: string; status: number; body: string }): string {
  return `${res.method} ${res.url} answered ${res.status}: ${res.body.slice(0, 500)}`;
}

function readErrorBody(res: ApiResponse): ErrorBody {
  if (res.status >= 200 && res.status < 300) throw new Error(`expected a failure, but ${describe(res)}`);
  const body: unknown = res.raw.json();
  const parsed = errorBody.safeParse(body);
  if (!parsed.success) throw new Error(`not an error envelope: ${describe(res)}`);
  if (parsed.data.errorCode !== parsed.data.errors.code) {
    throw new Error(`errorCode and errors.code differ: ${describe(res)}`);
  }
  // The body as sent: some refusals carry more than the envelope names (the projects using a status).
  return body as ErrorBody;
}

async function callEndpoint<E extends EndpointConfig>(
  app: App,
  endpoint: E,
  token: string | undefined,
  parts: Parts,
  options: CallOptions,
): Promise<ApiResult<E>> {
  const override = options.methodOverride && endpoint.method !== 'POST';
  const query = override ? { ...parts.query, _method: endpoint.method } : parts.query;
  const url = `${API_BASE}${fillPath(endpoint.path, parts.params)}${queryString(query)}`;
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  let payload: InjectOptions['payload'];
  if (parts.formData) {
    const multipart = await multipartPayload(parts.formData);
    payload = multipart.payload;
    headers['content-type'] = multipart.contentType;
  } else if (parts.body !== undefined && options.urlencoded) {
    payload = new URLSearchParams(Object.entries(parts.body as Record<string, string>)).toString();
    headers['content-type'] = 'application/x-www-form-urlencoded';
  } else if (parts.body !== undefined) {
    payload = parts.body as InjectOptions['payload'];
  }
  const raw = await app.inject({
    method: override ? 'POST' : endpoint.method,
    url,
    headers: { ...headers, ...options.headers },
    payload,
    remoteAddress: options.remoteAddress,
  });
  const ok = raw.statusCode >= 200 && raw.statusCode < 300;
  // Read (and checked against the contract) at once, so a drifting answer fails even when unread.
  const answer = ok ? readAnswer(endpoint, raw) : undefined;
  const result: ApiResult<E> = {
    endpoint,
    method: endpoint.method,
    url,
    status: raw.statusCode,
    headers: raw.headers,
    body: raw.body,
    raw,
    json() {
      if (!ok) throw new Error(`expected a success, but ${describe(result)}`);
      return answer as Answer<E>;
    },
    get data() {
      const body = result.json();
      return (endpoint.response === 'file' ? body : (body as { data: unknown }).data) as Data<E>;
    },
    get errorBody() {
      return readErrorBody(result);
    },
    get error() {
      const { errors } = readErrorBody(result);
      return { ...errors, fields: errors.fields ?? {} };
    },
  };
  return result;
}

/** A client whose calls carry `token` (none: anonymous). */
export function createApiClient(app: App, token: string | undefined): ApiClient {
  const client: Record<string, Record<string, unknown>> = {};
  for (const [area, group] of Object.entries(endpoints)) {
    const calls: Record<string, unknown> = {};
    for (const [name, endpoint] of Object.entries(group as Record<string, EndpointConfig>)) {
      calls[name] = (input: Parts = {}, options: CallOptions = {}) =>
        callEndpoint(app, endpoint, token, input, options);
    }
    client[area] = calls;
  }
  return client as ApiClient;
}

/**
 * A value a test sends on purpose where the declaration's type forbids it (a wrong type, a
 * missing field, a hostile id), so that the server's validation is what the test checks.
 */
export function malformed(value: unknown): never {
  return value as never;
}

/**
 * The URL of a path the server itself answered (a document's `url` or `thumb`, relative to the API
 * base), for tests that follow it as the web app does rather than build it from a declaration.
 */
export function answeredUrl(path: string): string {
  return `${API_BASE}${path}`;
}
