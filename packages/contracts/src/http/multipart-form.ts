import type { z } from 'zod';
import type { EndpointConfig } from './endpoint';

type FilePart<E extends EndpointConfig> = E['files'] extends readonly (infer N extends string)[] ? N : never;

/** The declared text fields as the handler reads them (a JSON text field as its parsed value). */
type TextFields<E extends EndpointConfig> = E['body'] extends z.ZodType ? z.output<E['body']> : unknown;

/**
 * What a multipart endpoint's form is made of: its declared text fields (`body`) and a Blob or
 * File for each of its declared file parts (`files`). A field left out, or null, is not sent.
 */
export type MultipartParts<E extends EndpointConfig & { multipart: true }> = TextFields<E> & {
  [N in FilePart<E>]: Blob;
};

/** The same with every file part optional, for forms whose file may be left out (a notification's attachment). */
export type MultipartPartsWithOptionalFiles<E extends EndpointConfig & { multipart: true }> = TextFields<E> & {
  [N in FilePart<E>]?: Blob;
};

/** A text field as it travels: numbers as digits, booleans as 1/0, arrays and objects as JSON. */
function fieldText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value);
}

/**
 * The FormData of a multipart endpoint, built from its declaration: the text fields first and the
 * files after them, because the server reads the parts as they stream and needs the fields by the
 * time a file arrives. A part the declaration does not name is refused, so no field is spelled
 * twice.
 */
export function multipartForm<E extends EndpointConfig & { multipart: true }>(
  endpoint: E,
  parts: MultipartParts<E> | MultipartPartsWithOptionalFiles<E>,
): FormData {
  const files = new Set<string>(endpoint.files ?? []);
  const shape = (endpoint.body as { shape?: Record<string, unknown> } | undefined)?.shape ?? {};
  const form = new FormData();
  const entries = Object.entries(parts as Record<string, unknown>);
  for (const [name, value] of entries) {
    if (files.has(name)) continue;
    if (!(name in shape)) throw new Error(`${endpoint.method} ${endpoint.path} declares no field ${name}`);
    if (value !== undefined && value !== null) form.append(name, fieldText(value));
  }
  for (const [name, value] of entries) {
    if (!files.has(name) || value === undefined) continue;
    if (!(value instanceof Blob))
      throw new Error(`${endpoint.method} ${endpoint.path}: the part ${name} is not a file`);
    form.append(name, value, value instanceof File ? value.name : name);
  }
  return form;
}
