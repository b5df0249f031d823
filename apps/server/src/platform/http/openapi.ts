import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { errorBody } from '@portal/contracts';
import { allEndpoints, endpointId } from '@portal/contracts/endpoints';
import { type ErrorStatus, errorStatuses } from '@portal/contracts/http/endpoint';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import { publicUrl } from './public-url';

type JsonObject = Record<string, unknown>;
type TransformObject = NonNullable<FastifyDynamicSwaggerOptions['transformObject']>;
/** The OpenAPI document as @fastify/swagger types it; what is built here is checked by Redocly instead. */
type OpenApiDocument = ReturnType<TransformObject>;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What each error status means here (DECISIONS.md "Answers"); the body is always the envelope. */
const ERROR_MEANING: Record<ErrorStatus, { name: string; description: string }> = {
  400: { name: 'BadToken', description: 'The link token is bad, used or expired (code 6).' },
  401: {
    name: 'Unauthenticated',
    description: 'No valid bearer token (or wrong credentials, or a disabled user: "User has been disabled.").',
  },
  403: { name: 'Forbidden', description: 'Signed in, but without the permission or role this call needs.' },
  404: {
    name: 'NotFound',
    description: 'What the call names does not exist, or the caller may not see it (never told apart).',
  },
  409: { name: 'Conflict', description: 'The current state refuses it (a code in use, in use elsewhere, a default).' },
  410: { name: 'Gone', description: 'It was removed.' },
  413: { name: 'TooLarge', description: 'The body or the uploaded file is over its size limit.' },
  416: { name: 'RangeNotSatisfiable', description: 'The requested byte range starts past the end of the file.' },
  422: { name: 'Invalid', description: 'The input is invalid: `errors.fields` names each field with its messages.' },
  429: { name: 'Throttled', description: 'Too many attempts; `Retry-After` says how many seconds to wait.' },
  503: { name: 'NotReady', description: 'The database does not answer.' },
};

/**
 * For a call whose declaration implies no error (the public configuration reads, health): no
 * well-formed request gets one. Fastify itself refuses a URL that is not valid percent-encoding with
 * 400, before any route, in its own body rather than the envelope.
 */
const MALFORMED = {
  name: 'Malformed',
  description: 'Not expected: no well-formed request gets an error here. A malformed URL is refused with 400.',
};

const ERROR_SCHEMA = 'ErrorAnswer';
const RETRY_AFTER = { description: 'Seconds to wait before trying again.', schema: { type: 'integer' } };

/**
 * The error envelope as OpenAPI 3.0 sees it. Read as input so that objects stay open: a few answers
 * add details (409 code 41 lists the projects in `errors.projects`, a refused CSV import its rows in
 * `data.errors`).
 */
function errorAnswerSchema(): JsonObject {
  const schema = z.toJSONSchema(errorBody, { target: 'openapi-3.0', io: 'input' }) as JsonObject;
  delete schema.$schema;
  return {
    ...schema,
    description:
      'Every error answer: `errors.code` is the catalogue code (packages/contracts/src/errors.ts), mirrored in `errorCode`.',
  };
}

/**
 * OpenAPI 3.0 wants a `type` beside `nullable`; zod writes a nullable union (`date-time` or `date`)
 * as `{ nullable, anyOf }` without one. Where every branch has the same type, that type is the
 * answer; otherwise each branch becomes nullable, which means the same for `anyOf`.
 */
export function typeNullables(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(typeNullables);
  if (!isObject(node)) return node;
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(node)) out[key] = typeNullables(value);
  if (out.nullable !== true || out.type !== undefined) return out;
  const branches = Array.isArray(out.anyOf) ? out.anyOf : Array.isArray(out.oneOf) ? out.oneOf : undefined;
  if (!branches?.every(isObject)) return out;
  const types = new Set(branches.map((branch) => branch.type));
  const [only] = types;
  if (types.size === 1 && typeof only === 'string') return { ...out, type: only };
  if (Array.isArray(out.anyOf) && branches.every((branch) => typeof branch.type === 'string')) {
    const { nullable: _, ...rest } = out;
    return { ...rest, anyOf: branches.map((branch) => ({ ...branch, nullable: true })) };
  }
  return out;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/**
 * Adds each operation's error answers from its declaration (`errorStatuses`) as references to shared
 * responses, so the envelope is written once; a status the route itself described is left alone.
 */
function addErrorAnswers(paths: JsonObject): Set<string> {
  const declared = new Map(allEndpoints.map((endpoint) => [endpointId(endpoint), endpoint]));
  const used = new Set<string>();
  for (const item of Object.values(paths)) {
    if (!isObject(item)) continue;
    for (const method of METHODS) {
      const operation = item[method];
      if (!isObject(operation) || typeof operation.operationId !== 'string') continue;
      const endpoint = declared.get(operation.operationId);
      if (!endpoint) continue;
      const responses = isObject(operation.responses) ? operation.responses : {};
      for (const status of errorStatuses(endpoint)) {
        if (responses[status] !== undefined) continue;
        const { name } = ERROR_MEANING[status];
        responses[status] = { $ref: `#/components/responses/${name}` };
        used.add(name);
      }
      if (!Object.keys(responses).some((status) => status.startsWith('4'))) {
        responses['4XX'] = { $ref: `#/components/responses/${MALFORMED.name}` };
        used.add(MALFORMED.name);
      }
      operation.responses = responses;
    }
  }
  return used;
}

/**
 * The served OpenAPI document (`/api/docs/json`), built from the endpoint declarations: each
 * operation's id (`documents.upload`), summary, schemas and error answers come from its
 * declaration; `servers` is PUBLIC_URL. Redocly's recommended rules pass over it (redocly.yaml and
 * openapi-document.test.ts), so integrators' tools accept it.
 */
export function openApiOptions(config: Pick<Config, 'PUBLIC_URL' | 'PORT'>): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      info: {
        title: 'Portal API',
        version: '1',
        description:
          'JSON API of the portal. Success bodies are `{ data }`; errors `{ errors: { code, message, fields }, errorCode }` with catalogue codes. Bearer tokens are `{id}|{secret}`. Operation ids are `<area>.<call>` and stay the same across releases.',
        // As package.json says; openapi-document.test.ts holds the two together.
        license: { name: 'MIT', url: 'https://spdx.org/licenses/MIT.html' },
      },
      servers: [{ url: publicUrl(config), description: 'This installation (PUBLIC_URL)' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: (documentObject) => {
      if (!('openapiObject' in documentObject)) return documentObject.swaggerObject;
      const document = typeNullables(documentObject.openapiObject) as JsonObject;
      const paths = isObject(document.paths) ? document.paths : {};
      const used = addErrorAnswers(paths);
      const components = isObject(document.components) ? document.components : {};
      const schemas = isObject(components.schemas) ? components.schemas : {};
      const envelope = { 'application/json': { schema: { $ref: `#/components/schemas/${ERROR_SCHEMA}` } } };
      const responses = Object.fromEntries([
        ...Object.values(ERROR_MEANING)
          .filter(({ name }) => used.has(name))
          .map(({ name, description }) => [
            name,
            {
              description,
              ...(name === ERROR_MEANING[429].name ? { headers: { 'Retry-After': RETRY_AFTER } } : {}),
              content: envelope,
            },
          ]),
        ...(used.has(MALFORMED.name) ? [[MALFORMED.name, { description: MALFORMED.description }]] : []),
      ]);
      const finished: JsonObject = {
        ...document,
        components: {
          ...components,
          schemas: { ...schemas, [ERROR_SCHEMA]: errorAnswerSchema() },
          responses: { ...(isObject(components.responses) ? components.responses : {}), ...responses },
        },
      };
      return finished as OpenApiDocument;
    },
  };
}
