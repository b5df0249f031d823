/** One operation of the served OpenAPI document, as the malformed-input test needs it. */
export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Full path with `{name}` parameters, e.g. `/api/v1/folders/{id}`. */
  path: string;
  pathParams: string[];
  queryParams: string[];
  hasBody: boolean;
  isMultipart: boolean;
  /** Top-level body property names (so generated bodies hit the real fields). */
  bodyProperties: string[];
  /** Path, query and top-level JSON body inputs that are whole numbers (ids among them). */
  wholeNumbers: { path: string[]; query: string[]; body: { name: string; nullable: boolean }[] };
}

interface OpenApiParameter {
  in: string;
  name: string;
  schema?: unknown;
}
interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

/** The schema of a whole number (the contracts' `id()`, `int()`): an integer, or its decimal digits. */
function isWholeNumber(schema: unknown): boolean {
  const { type, anyOf } = (schema ?? {}) as { type?: string; anyOf?: { type?: string }[] };
  if (type === 'integer') return true;
  return anyOf?.length === 2 && anyOf[0].type === 'integer' && anyOf[1].type === 'string';
}
interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

const METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;

/** Every API operation of the document (the web app's catch-all and the docs themselves excluded). */
export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    if (!path.startsWith('/api/v1/')) continue;
    for (const method of METHODS) {
      const op = item[method.toLowerCase()];
      if (!op) continue;
      const parameters = op.parameters ?? [];
      const content = op.requestBody?.content ?? {};
      const isMultipart = 'multipart/form-data' in content;
      const json = content['application/json']?.schema;
      operations.push({
        method,
        path,
        pathParams: [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]),
        queryParams: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        hasBody: method !== 'GET' && method !== 'DELETE' ? true : isMultipart || json !== undefined,
        isMultipart,
        bodyProperties: Object.keys(json?.properties ?? {}),
        wholeNumbers: {
          path: parameters.filter((p) => p.in === 'path' && isWholeNumber(p.schema)).map((p) => p.name),
          query: parameters.filter((p) => p.in === 'query' && isWholeNumber(p.schema)).map((p) => p.name),
          body: Object.entries(json?.properties ?? {})
            .filter(([, schema]) => isWholeNumber(schema))
            .map(([name, schema]) => ({ name, nullable: isNullable(schema) })),
        },
      });
    }
  }
  return operations;
}

/** Null is allowed: `nullable` on the schema, or on a branch of its `anyOf` (openapi.ts writes it there). */
function isNullable(schema: unknown): boolean {
  const s = schema as { nullable?: boolean; anyOf?: { nullable?: boolean }[] };
  return s.nullable === true || (s.anyOf ?? []).some((branch) => branch.nullable === true);
}
