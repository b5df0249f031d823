import { BACKGROUND_REQUEST_HEADER } from '@portal/contracts';
import type { EndpointConfig, EndpointReply, EndpointRequestParts, HttpMethod } from '@portal/contracts/http/endpoint';
import { vi } from 'vitest';

const API_PREFIX = '/api/v1/';
const ANSWER = Symbol('fake answer');

/** A request as the fake server read it: through the endpoint's own schemas, as the real one does. */
export interface FakeRequest<E extends EndpointConfig> {
  params: EndpointRequestParts<E>['params'];
  query: EndpointRequestParts<E>['query'];
  /** The JSON body as parsed, or a multipart body's parts (text fields as sent, files as File). */
  body: E['multipart'] extends true ? Record<string, string | File> : EndpointRequestParts<E>['body'];
  headers: Headers;
  /** Sent as a background read (a timer's, not the user's). */
  background: boolean;
}

/** An answer with its own status and body (a refusal, say). */
export interface FakeAnswer {
  [ANSWER]: true;
  status: number;
  body: unknown;
}

/** What a handler answers: the whole success body as the contract declares it (bytes for files), or a FakeAnswer. */
type Reply<E extends EndpointConfig> = (E['response'] extends 'file' ? Blob : EndpointReply<E>) | FakeAnswer;
type Handler<E extends EndpointConfig> = (request: FakeRequest<E>) => Reply<E> | Promise<Reply<E>>;

/** One call the fake server answered. */
export interface FakeCall {
  endpoint: EndpointConfig;
  /** The declared method (a POST `?_method=PUT` is a PUT here, as on the server). */
  method: HttpMethod;
  /** The method on the wire. */
  wireMethod: string;
  /** The filled path without the API prefix: `projects/1/documents`. */
  path: string;
  /** Params and query as the endpoint's schemas read them. */
  params: unknown;
  query: unknown;
  /** The body as sent: the JSON value, or a multipart body's parts. */
  body: unknown;
  background: boolean;
}

/** Any status and body: for answers the contract does not describe. */
export function answer(status: number, body: unknown): FakeAnswer {
  return { [ANSWER]: true, status, body };
}

/** A refusal in the API's error envelope. */
export function refusal(
  status: number,
  code: number,
  fields?: Record<string, string[]>,
  message = 'Refused.',
): FakeAnswer {
  return answer(status, { errors: { code, message, ...(fields ? { fields } : {}) }, errorCode: code });
}

const isAnswer = (value: unknown): value is FakeAnswer =>
  typeof value === 'object' && value !== null && ANSWER in value;

/** A declared path as a pattern; each `{name}` is a whole segment. */
function pathPattern(path: string): RegExp {
  const source = path
    .split('/')
    .map((segment) => {
      const param = /^\{(\w+)\}$/.exec(segment);
      return param ? `(?<${param[1]}>[^/]+)` : segment.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return new RegExp(`^${source}$`);
}

function queryObject(search: URLSearchParams): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(search.keys())) {
    const values = search.getAll(key);
    out[key] = values.length > 1 ? values : values[0];
  }
  return out;
}

function formObject(form: FormData): Record<string, string | File> {
  const out: Record<string, string | File> = {};
  for (const [name, value] of form.entries()) out[name] = value;
  return out;
}

interface Route {
  endpoint: EndpointConfig;
  pattern: RegExp;
  handler: (request: FakeRequest<EndpointConfig>) => unknown;
}

interface Incoming {
  method: string;
  url: string;
  headers: Headers;
  body: unknown;
}

interface ServerState {
  routes: Route[];
  calls: FakeCall[];
  problems: string[];
}

/** The route of a request; a static path wins over a parameter in the same place (`import/csv/projects`). */
function findRoute(routes: readonly Route[], method: string, path: string) {
  const matches = routes
    .filter((r) => r.endpoint.method === method)
    .map((r) => {
      const match = r.pattern.exec(path);
      return match ? { route: r, groups: match.groups ?? {} } : null;
    })
    .filter((m) => m !== null);
  matches.sort((a, b) => Object.keys(a.groups).length - Object.keys(b.groups).length);
  return matches[0];
}

/** Answers one request from the routes, recording the call or the problem, as the server would read it. */
async function answerRequest(
  { routes, calls, problems }: ServerState,
  { method: wireMethod, url, headers, body }: Incoming,
): Promise<{ status: number; body: unknown }> {
  const parsedUrl = new URL(url, 'http://portal.test');
  const path = parsedUrl.pathname.startsWith(API_PREFIX)
    ? parsedUrl.pathname.slice(API_PREFIX.length)
    : parsedUrl.pathname;
  const search = new URLSearchParams(parsedUrl.search);
  const override = search.get('_method');
  const method = wireMethod === 'POST' && override ? override.toUpperCase() : wireMethod;
  search.delete('_method');
  const found = findRoute(routes, method, path);
  if (!found) {
    problems.push(`no answer for ${method} ${path}`);
    return { status: 404, body: { errors: { code: 3, message: `No answer for ${method} ${path}` }, errorCode: 3 } };
  }
  const { endpoint } = found.route;
  const rawParams = Object.fromEntries(Object.entries(found.groups).map(([k, v]) => [k, decodeURIComponent(v)]));
  const params = endpoint.params ? endpoint.params.safeParse(rawParams) : { success: true as const, data: {} };
  if (!params.success) {
    problems.push(`${method} ${path}: params refused by the contract`);
    return { status: 404, body: { errors: { code: 3, message: 'Not found' }, errorCode: 3 } };
  }
  const query = endpoint.query ? endpoint.query.safeParse(queryObject(search)) : { success: true as const, data: {} };
  let parsedBody: { success: boolean; data?: unknown } = { success: true, data: body };
  if (endpoint.multipart && body instanceof FormData) {
    // The handler gets the parts; the declared text fields must read as the server reads them.
    const parts = formObject(body);
    const texts = Object.fromEntries(Object.entries(parts).filter(([name]) => !endpoint.files?.includes(name)));
    parsedBody = { success: endpoint.body?.safeParse(texts).success ?? true, data: parts };
  } else if (endpoint.body) {
    parsedBody = endpoint.body.safeParse(body);
  }
  if (!query.success || !parsedBody.success) {
    problems.push(`${method} ${path}: ${query.success ? 'body' : 'query'} refused by the contract`);
    return { status: 422, body: { errors: { code: 8, message: 'Check the inputs.' }, errorCode: 8 } };
  }
  const background = headers.get(BACKGROUND_REQUEST_HEADER) === '1';
  const request = { params: params.data, query: query.data, body: parsedBody.data, headers, background };
  const sent = body instanceof FormData ? formObject(body) : body;
  calls.push({
    endpoint,
    method: endpoint.method,
    wireMethod,
    path,
    params: params.data,
    query: query.data,
    body: sent,
    background,
  });
  const reply = await found.route.handler(request as FakeRequest<EndpointConfig>);
  if (isAnswer(reply)) return { status: reply.status, body: reply.body };
  return { status: endpoint.status ?? 200, body: reply };
}

// jsdom's Blob is not the one fetch's Response reads; its bytes are.
const toResponse = async ({ status, body }: { status: number; body: unknown }) =>
  body instanceof Blob
    ? new Response(await body.arrayBuffer(), {
        status,
        headers: { 'Content-Type': body.type || 'application/octet-stream' },
      })
    : new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });

/** The XMLHttpRequest of uploads: answers from the same routes, reporting all bytes sent at once. */
function fakeXMLHttpRequest(handle: (incoming: Incoming) => Promise<{ status: number; body: unknown }>) {
  return class FakeXMLHttpRequest {
    status = 0;
    responseText = '';
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private method = 'GET';
    private url = '';
    private aborted = false;
    private readonly headers = new Headers();
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers.set(name, value);
    }
    getResponseHeader() {
      return null;
    }
    abort() {
      this.aborted = true;
      this.onabort?.();
    }
    send(body: unknown) {
      void handle({ method: this.method, url: this.url, headers: this.headers, body }).then((result) => {
        if (this.aborted) return;
        this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 1 } as ProgressEvent);
        this.status = result.status;
        this.responseText = result.body === undefined ? '' : JSON.stringify(result.body);
        this.onload?.();
      });
    }
  };
}

/**
 * The one fake server of the web tests, made from the endpoint declarations: each test says what an
 * endpoint answers (`server.on(endpoints.documents.list, ({ params }) => ({ data, can }))`), and the
 * app's own client reaches it through `fetch` and, for uploads, XMLHttpRequest. A request is read
 * as the server reads it (a POST `?_method=PUT` is a PUT; params, query and body through their
 * schemas), so a request the contract refuses is answered 404 or 422 and listed in `problems`, as
 * is a call no test answered. Restore the globals with `vi.unstubAllGlobals()`.
 */
export function fakeServer() {
  const state: ServerState = { routes: [], calls: [], problems: [] };
  const { routes, calls, problems } = state;
  const handle = (incoming: Incoming) => answerRequest(state, incoming);

  const fetchStub = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    if (init.signal?.aborted) throw new DOMException('The request was aborted.', 'AbortError');
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    return toResponse(
      await handle({ method: init.method ?? 'GET', url: String(input), headers: new Headers(init.headers), body }),
    );
  });

  vi.stubGlobal('fetch', fetchStub);
  vi.stubGlobal('XMLHttpRequest', fakeXMLHttpRequest(handle));

  const server = {
    /** What the endpoint answers from now on (a later `on` for the same endpoint replaces it). */
    on<E extends EndpointConfig>(endpoint: E, handler: NoInfer<Handler<E> | Reply<E>>) {
      const at = routes.findIndex((r) => r.endpoint === endpoint);
      if (at >= 0) routes.splice(at, 1);
      const respond = typeof handler === 'function' ? (handler as Handler<E>) : () => handler;
      routes.push({
        endpoint,
        pattern: pathPattern(endpoint.path),
        handler: respond as (request: FakeRequest<EndpointConfig>) => unknown,
      });
      return server;
    },
    /** Every call answered, in order. */
    calls,
    /** The calls of one endpoint. */
    callsTo: (endpoint: EndpointConfig) => calls.filter((call) => call.endpoint === endpoint),
    /** The calls that change something (anything but GET). */
    writes: () => calls.filter((call) => call.method !== 'GET'),
    /** Calls no test answered, and requests the contract refuses. */
    problems,
    fetch: fetchStub,
  };
  return server;
}
