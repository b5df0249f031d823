import { endpoints } from '@portal/contracts/endpoints';
import type { EndpointConfig } from '@portal/contracts/http/endpoint';
import { z } from 'zod';
import type { ApiClient, ApiResponse } from './api-client';
import { form } from './multipart';

/*
 * A valid input for a declared schema, made from its JSON Schema: the first branch of every choice,
 * the least of every number, the shortest text the rules allow. For tests that must get past a
 * route's validation to reach its handler (the reach test sends every staff route as a resident).
 */

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  minLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

function text(schema: JsonSchema, name: string): string {
  if (schema.format === 'email') return 'sample@example.test';
  // Dates are checked beyond their JSON Schema (a refinement), so a field named as one gets one.
  if (schema.format === 'date' || name === 'date' || name.endsWith('_at')) return '2026-01-01';
  if (schema.format === 'date-time') return '2026-01-01T00:00:00.000Z';
  return 'x'.repeat(Math.max(schema.minLength ?? 1, 1));
}

function sampleJson(schema: JsonSchema, name = ''): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const branches = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (branches?.length) {
    // Prefer a branch that is not null (a nullable field is best sent with a value).
    return sampleJson(branches.find((b) => b.type !== 'null') ?? branches[0], name);
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const sample: Record<string, unknown> = {};
      // Every field, optional ones too: some are required by a refinement the JSON Schema cannot show.
      for (const [name, field] of Object.entries(schema.properties ?? {})) sample[name] = sampleJson(field, name);
      return sample;
    }
    case 'array':
      // One item at least: an empty list is often refused by the service before anything else.
      return Array.from({ length: Math.max(schema.minItems ?? 1, 1) }, () => sampleJson(schema.items ?? {}));
    case 'string':
      return text(schema, name);
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, (schema.exclusiveMinimum ?? 0) + 1);
    case 'boolean':
      return false;
    case 'null':
      return null;
    default:
      return 'x';
  }
}

/** Values tried for a field whose first sample a refinement refused (JSON text, other date spellings, none). */
const OTHER_VALUES: unknown[] = [
  '{}',
  '[]',
  '2020-01-01',
  '01.01.2020',
  '01.01.2020 12:00',
  '01.01.2030',
  '60.1,24.9',
  null,
  undefined,
];

const failingFields = (schema: z.ZodType, sample: unknown): Set<string> =>
  new Set((schema.safeParse(sample).error?.issues ?? []).map((issue) => String(issue.path[0] ?? '')));

/**
 * A sample that the schema accepts, or undefined when the simple rules above cannot make one.
 * `known` gives values for fields no simple rule can make (a list of progress numbers).
 */
export function sampleInput(schema: z.ZodType, known: Record<string, unknown> = {}): unknown {
  const sample = sampleJson(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema);
  if (typeof sample !== 'object' || sample === null) return schema.safeParse(sample).success ? sample : undefined;
  const fields = sample as Record<string, unknown>;
  for (const [name, value] of Object.entries(known)) if (name in fields) fields[name] = value;
  for (const name of failingFields(schema, fields)) {
    const value = OTHER_VALUES.find((other) => !failingFields(schema, { ...fields, [name]: other }).has(name));
    if (value === undefined) delete fields[name];
    else fields[name] = value;
  }
  return schema.safeParse(fields).success ? fields : undefined;
}

/** A declared endpoint with the names the typed client knows it by (`api[area][name]`). */
export interface NamedEndpoint {
  area: keyof typeof endpoints;
  name: string;
  endpoint: EndpointConfig;
}

/** Every declared endpoint, by its client's names. */
export const namedEndpoints: NamedEndpoint[] = Object.entries(endpoints).flatMap(([area, group]) =>
  Object.entries(group as Record<string, EndpointConfig>).map(([name, endpoint]) => ({
    area: area as keyof typeof endpoints,
    name,
    endpoint,
  })),
);

/** The parts of one call, as the typed client takes them. */
export interface SampleParts {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
  formData?: FormData;
}

export interface SampleOptions {
  /** Path ids by parameter name (rows that exist); any other id parameter is 1. */
  ids?: Record<string, number>;
  /** Body fields no sample rule makes, and fields a call must set (a unique name). */
  known?: Record<string, unknown>;
}

/**
 * A call's parts that the endpoint's validation accepts; a multipart body gets its text fields and
 * a small CSV in each file part. The body is undefined when no sample could be made.
 */
export function sampleParts(endpoint: EndpointConfig, { ids = {}, known = {} }: SampleOptions = {}): SampleParts {
  const sampled = (endpoint.params ? sampleInput(endpoint.params) : {}) as Record<string, unknown> | undefined;
  const params = Object.fromEntries(
    Object.entries(sampled ?? {}).map(([name, value]) => [name, typeof value === 'number' ? (ids[name] ?? 1) : value]),
  );
  const query = endpoint.query ? (sampleInput(endpoint.query) as Record<string, unknown> | undefined) : undefined;
  const body = endpoint.body ? sampleInput(endpoint.body, known) : undefined;
  if (!endpoint.multipart) return { params, query, body };
  const fields = Object.fromEntries(
    Object.entries((body ?? {}) as Record<string, unknown>).map(([k, v]) => [k, String(v)]),
  );
  const files = Object.fromEntries(
    (endpoint.files ?? []).map((name) => [name, { filename: 'a.csv', content: 'a;b\n1;2\n' }] as const),
  );
  return { params, query, formData: form({ ...fields, ...files }) };
}

type AnyCall = (parts: SampleParts) => Promise<ApiResponse>;

/** Calls a named endpoint with parts built at run time, which the client's static types cannot follow. */
export function callNamed(api: ApiClient, { area, name }: NamedEndpoint, parts: SampleParts): Promise<ApiResponse> {
  return (api[area] as unknown as Record<string, AnyCall>)[name](parts);
}
