import type { z } from 'zod';
import type { Area } from '../catalogue';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** What a success answer carries: a JSON body checked by a schema, or file bytes. */
export type EndpointResponse = z.ZodType | 'file';

/**
 * One API call, declared once (ARCHITECTURE.md "Endpoints"): the server registers its route from
 * this, the web calls it through the typed client made from it, the OpenAPI document and the
 * call-catalogue coverage are read from it.
 */
export interface EndpointConfig {
  method: HttpMethod;
  /** Relative to `/api/v1/`, no leading slash, parameters as `{name}` (the catalogue's spelling). */
  path: string;
  area: Area;
  /** OpenAPI summary: one line. */
  summary: string;
  /** OpenAPI description: who may call it and what it answers besides the happy path. */
  description?: string;
  params?: z.ZodObject;
  query?: z.ZodObject;
  /** A JSON body, or the text fields of a multipart body when `multipart` is set. */
  body?: z.ZodType;
  /** The body is multipart form data (files); the handler reads the parts itself. */
  multipart?: boolean;
  /** The file parts of a multipart body, by name; `body` declares its text fields. */
  files?: readonly string[];
  /** The success answer's whole body (`{ data }`, `{ data, meta }`), or `'file'` for bytes. */
  response: EndpointResponse;
  /** Success status; 200 unless given. */
  status?: 200 | 201;
  /** `public`: no sign-in needed. Default `user`: a bearer token is required (401 without). */
  auth?: 'public' | 'user';
  /**
   * The catalogue call this serves when it is not this endpoint's own method and path (the POST
   * twin of a write the spec sends as GET).
   */
  serves?: `${HttpMethod} ${string}`;
  /** Not in the spec's catalogues: why the portal needs it. */
  addition?: string;
  /**
   * Error answers the rest of the declaration does not imply (see `errorStatuses`): 400 a link
   * token that is bad or used, 401 on a public call that still refuses (wrong credentials, the
   * globals without a token), 404 an id in the body that names nothing the caller sees, 409 a state
   * conflict, 410 removed, 416 a byte range past the end, 429 throttled, 503 not ready.
   */
  errors?: readonly ErrorStatus[];
}

/** HTTP statuses of error answers, all with the body `{ errors: { code, message, fields? }, errorCode }`. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 416 | 422 | 429 | 503;

/**
 * The error statuses an endpoint can answer (DECISIONS.md "Answers"), for the OpenAPI document:
 * what its shape implies, plus what it declares in `errors`. Signed-in calls: 401 without a valid
 * token, 403 without the permission; path parameters: 404 (a path id that names nothing, or nothing
 * the caller may see); a query or a body: 422; a body: 413 over the body limit (or, multipart, the
 * file size limit).
 */
export function errorStatuses(endpoint: EndpointConfig): ErrorStatus[] {
  const statuses = new Set<ErrorStatus>(endpoint.errors);
  if (endpoint.auth !== 'public') {
    statuses.add(401);
    statuses.add(403);
  }
  if (endpoint.params) statuses.add(404);
  if (endpoint.query || endpoint.body || endpoint.multipart) statuses.add(422);
  if (endpoint.body || endpoint.multipart) statuses.add(413);
  return [...statuses].sort((a, b) => a - b);
}

/** Declares an endpoint; the literal type is kept so both ends infer params, body and answer. */
export function defineEndpoint<const E extends EndpointConfig>(endpoint: E): E {
  return endpoint;
}

type SchemaInput<S> = S extends z.ZodType ? z.input<S> : never;
type SchemaOutput<S> = S extends z.ZodType ? z.output<S> : never;

/** What a caller passes: only the parts the endpoint declares, required when they are. */
export type EndpointInput<E extends EndpointConfig> = (E['params'] extends z.ZodType
  ? { params: SchemaInput<E['params']> }
  : { params?: undefined }) &
  (E['query'] extends z.ZodType
    ? object extends SchemaInput<E['query']>
      ? { query?: SchemaInput<E['query']> }
      : { query: SchemaInput<E['query']> }
    : { query?: undefined }) &
  (E['multipart'] extends true
    ? { formData: FormData; body?: undefined }
    : E['body'] extends z.ZodType
      ? { body: SchemaInput<E['body']> }
      : { body?: undefined });

/** The parsed success body (`{ data, … }`), or a Blob for file endpoints. */
export type EndpointAnswer<E extends EndpointConfig> = E['response'] extends z.ZodType
  ? SchemaOutput<E['response']>
  : Blob;

/** The `data` of a JSON answer. */
export type EndpointData<E extends EndpointConfig> =
  EndpointAnswer<E> extends { data: infer D } ? D : EndpointAnswer<E>;

/** What the server's handler receives, after validation. */
export interface EndpointRequestParts<E extends EndpointConfig> {
  params: E['params'] extends z.ZodType ? SchemaOutput<E['params']> : Record<string, never>;
  query: E['query'] extends z.ZodType ? SchemaOutput<E['query']> : Record<string, never>;
  body: E['multipart'] extends true ? undefined : E['body'] extends z.ZodType ? SchemaOutput<E['body']> : undefined;
}

/** What the server's handler returns: the JSON body before serialization. */
export type EndpointReply<E extends EndpointConfig> = E['response'] extends z.ZodType
  ? SchemaInput<E['response']>
  : unknown;

/** `projects/{id}/folders` with `{ id: 4 }` → `projects/4/folders` (values URI-encoded). */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params?.[key];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${key} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** Fastify's spelling of a declared path: `/api/v1/projects/:id/folders`. */
export function routeUrl(path: string, base = '/api/v1/'): string {
  return `${base}${path.replace(/\{(\w+)\}/g, ':$1')}`;
}
