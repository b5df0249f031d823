import { type ErrorBody, errorBody } from '@portal/contracts';
import { endpoints } from '@portal/contracts/endpoints';
import {
  type EndpointAnswer,
  type EndpointConfig,
  type EndpointInput,
  fillPath,
} from '@portal/contracts/http/endpoint';

/*
 * The typed API client of the browser tests, made from the endpoint declarations as the web's
 * `api` and the server tests' client are: `api.projects.list({ query: { per_page: 9999 } })`.
 * No path is written by hand, and answers are read through the endpoint's response schema, so a
 * spec reads typed data without casts and a server that drifts from its contract fails here.
 */

const API_BASE = '/api/v1/';

type Answer<E extends EndpointConfig> = E['response'] extends 'file' ? Buffer : EndpointAnswer<E>;
type Data<E extends EndpointConfig> = Answer<E> extends { data: infer D } ? D : Answer<E>;

/** One call's answer: the status always, the typed data of a success. */
export interface ApiResult<E extends EndpointConfig> {
  readonly status: number;
  /** The success body read through the response schema (the bytes for file endpoints); throws on failure. */
  json(): Answer<E>;
  /** `json().data`; throws with the status and body when the call did not succeed. */
  readonly data: Data<E>;
  /** The error of a failed call (catalogue code, message, fields); throws when it succeeded. */
  readonly error: ErrorBody['errors'];
}

type EndpointCall<E extends EndpointConfig> = (
  ...args: object extends EndpointInput<E> ? [input?: EndpointInput<E>] : [input: EndpointInput<E>]
) => Promise<ApiResult<E>>;

type AreaClient<G> = { [N in keyof G]: G[N] extends EndpointConfig ? EndpointCall<G[N]> : never };

/** Every declared endpoint, by area. */
export type ApiClient = { [A in keyof typeof endpoints]: AreaClient<(typeof endpoints)[A]> };

type QueryValue = string | number | boolean | null | undefined;

interface Parts {
  params?: Record<string, unknown>;
  query?: Record<string, QueryValue | QueryValue[]>;
  body?: unknown;
  formData?: FormData;
}

/** The query as the web's client writes it (booleans as 1 and 0, arrays as repeated keys). */
function queryString(query: Parts['query']): string {
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

async function call<E extends EndpointConfig>(
  baseUrl: string,
  endpoint: E,
  token: string | undefined,
  parts: Parts,
): Promise<ApiResult<E>> {
  // Multipart updates go as browsers send them: POST with ?_method=PUT (spec part 1 section 7).
  const override = parts.formData !== undefined && endpoint.method === 'PUT';
  const query = override ? { ...parts.query, _method: 'PUT' } : parts.query;
  const url = `${baseUrl}${API_BASE}${fillPath(endpoint.path, parts.params)}${queryString(query)}`;
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  let body: BodyInit | undefined;
  if (parts.formData) body = parts.formData;
  else if (parts.body !== undefined) {
    body = JSON.stringify(parts.body);
    headers['content-type'] = 'application/json';
  }
  const res = await fetch(url, { method: override ? 'POST' : endpoint.method, headers, body });
  const bytes = Buffer.from(await res.arrayBuffer());
  const label = `${endpoint.method} ${url} answered ${res.status}`;
  const read = (): Answer<E> => {
    if (!res.ok) throw new Error(`${label}: ${bytes.toString('utf8').slice(0, 500)}`);
    if (endpoint.response === 'file') return bytes as Answer<E>;
    const parsed = endpoint.response.safeParse(JSON.parse(bytes.toString('utf8')));
    if (!parsed.success) throw new Error(`${label} with a body that breaks its contract: ${parsed.error.message}`);
    return parsed.data as Answer<E>;
  };
  return {
    status: res.status,
    json: read,
    get error() {
      if (res.ok) throw new Error(`${label}: expected a failure`);
      const parsed = errorBody.safeParse(JSON.parse(bytes.toString('utf8')));
      if (!parsed.success)
        throw new Error(`${label} without an error envelope: ${bytes.toString('utf8').slice(0, 500)}`);
      return parsed.data.errors;
    },
    get data() {
      const answer = read();
      return (endpoint.response === 'file' ? answer : (answer as { data: unknown }).data) as Data<E>;
    },
  };
}

/** A client of the portal at `baseUrl` whose calls carry `token` (none: anonymous). */
export function apiClient(baseUrl: string, token?: string): ApiClient {
  const client: Record<string, Record<string, unknown>> = {};
  for (const [area, group] of Object.entries(endpoints)) {
    const calls: Record<string, unknown> = {};
    for (const [name, endpoint] of Object.entries(group as Record<string, EndpointConfig>)) {
      calls[name] = (input: Parts = {}) => call(baseUrl, endpoint, token, input);
    }
    client[area] = calls;
  }
  return client as ApiClient;
}

/** A file part of a multipart body, as a test writes it. */
export interface FilePart {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A multipart body from text fields and files, for the declared upload endpoints. */
export function formData(fields: Record<string, string | number | FilePart>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === 'object') {
      form.append(key, new Blob([new Uint8Array(value.buffer)], { type: value.mimeType }), value.name);
    } else form.append(key, String(value));
  }
  return form;
}
