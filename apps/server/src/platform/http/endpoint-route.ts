import { endpointId } from '@portal/contracts/endpoints';
import {
  type EndpointConfig,
  type EndpointReply,
  type EndpointRequestParts,
  routeUrl,
} from '@portal/contracts/http/endpoint';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthUser } from '../auth/auth-user';
import { unauthorized } from './app-error';

/** What a handler gets: the validated parts, the caller (required unless the endpoint is public). */
export type EndpointContext<E extends EndpointConfig> = EndpointRequestParts<E> & {
  user: E['auth'] extends 'public' ? AuthUser | null : AuthUser;
  request: FastifyRequest;
  reply: FastifyReply;
};

/**
 * An answer already written as JSON text, sent as it is instead of through the route's
 * serializer. For lists so large that building objects only to stringify them costs more than the
 * query (the documents list: PostgreSQL writes it, document-answers.repo.ts). The type parameter says
 * which answer the text stands for; the API tests read it through the endpoint's schema like any
 * other answer.
 */
export class JsonText<T> {
  /** Only for the type check: a JsonText<T> answers where a T would. */
  declare readonly answer: T;
  constructor(readonly text: string) {}
}

type Answer<E extends EndpointConfig> = EndpointReply<E> | JsonText<EndpointReply<E>>;

export type EndpointHandler<E extends EndpointConfig> = (context: EndpointContext<E>) => Promise<Answer<E>> | Answer<E>;

/** A handler's answer as Fastify sends it: JsonText as its text, marked JSON so it is not serialized again. */
function toPayload(reply: FastifyReply, answer: unknown): unknown {
  if (!(answer instanceof JsonText)) return answer;
  reply.type('application/json; charset=utf-8');
  return answer.text;
}

/** Every endpoint registered on an app, for 405 answers and the catalogue coverage. */
export class EndpointRegistry {
  readonly endpoints: EndpointConfig[] = [];
  private readonly patterns: { endpoint: EndpointConfig; pattern: RegExp; shape: string }[] = [];

  add(endpoint: EndpointConfig): void {
    this.endpoints.push(endpoint);
    const segments = routeUrl(endpoint.path).split('/');
    const source = segments
      .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/');
    // '0' a static segment, '1' a parameter: the router prefers the static one, leftmost first.
    const shape = segments.map((segment) => (segment.startsWith(':') ? '1' : '0')).join('');
    this.patterns.push({ endpoint, pattern: new RegExp(`^${source}/?$`), shape });
  }

  /** Methods served on a concrete URL path (`/api/v1/folders/4`), for 405 answers. */
  methodsFor(urlPath: string): string[] {
    return this.patterns.filter((p) => p.pattern.test(urlPath)).map((p) => p.endpoint.method);
  }

  /** The endpoint serving a method on a concrete URL path, if any. */
  find(method: string, urlPath: string): EndpointConfig | undefined {
    // As the router does, a static segment wins over a parameter (`import/csv/projects` over
    // `import/csv/{kind}`), whatever order the two were registered in.
    const matches = this.patterns.filter((p) => p.endpoint.method === method && p.pattern.test(urlPath));
    return matches.sort((a, b) => a.shape.localeCompare(b.shape))[0]?.endpoint;
  }
}

/**
 * Registers a declared endpoint (ARCHITECTURE.md "Endpoints"): the route's URL, validation,
 * response serialization, OpenAPI entry and success status all come from the declaration, so the
 * handler only authorizes, calls the service and presents. A caller without a valid token gets 401
 * before the handler runs, unless the endpoint is public.
 */
export function registerEndpoint<E extends EndpointConfig>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
): void {
  app.endpointRegistry.add(endpoint);
  const status = endpoint.status ?? 200;
  const isPublic = endpoint.auth === 'public';
  app.route({
    method: endpoint.method,
    url: routeUrl(endpoint.path, '/'),
    schema: {
      operationId: endpointId(endpoint),
      summary: endpoint.summary,
      description: [endpoint.description, endpoint.addition ? `Not in the spec's catalogue: ${endpoint.addition}` : '']
        .filter(Boolean)
        .join('\n\n'),
      tags: [endpoint.area],
      ...(isPublic ? { security: [] } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body && !endpoint.multipart ? { body: endpoint.body } : {}),
      ...(endpoint.multipart ? { consumes: ['multipart/form-data'] } : {}),
      ...(endpoint.response === 'file' ? {} : { response: { [status]: endpoint.response } }),
    },
    // Not async: most handlers answer from a promise anyway, and a plain function lets Fastify
    // send a synchronous answer without another turn of the microtask queue (GET user, polled by
    // every open tab, is one).
    handler: (request, reply) => {
      if (!isPublic && !request.user) throw unauthorized();
      if (status !== 200) reply.code(status);
      const context = {
        params: request.params,
        query: request.query,
        body: request.body,
        user: request.user,
        request,
        reply,
      } as EndpointContext<E>;
      const result = handler(context);
      // A handler that streamed a file (or sent an answer itself) has already replied.
      if (result instanceof Promise) return result.then((answer) => (reply.sent ? reply : toPayload(reply, answer)));
      return reply.sent ? undefined : toPayload(reply, result);
    },
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    endpointRegistry: EndpointRegistry;
  }
}
