import type { EndpointConfig } from '@portal/contracts/http/endpoint';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../app';

/** Keys of `raw` that the parsed answer dropped: zod strips what a schema does not name. */
function extraKeys(raw: unknown, parsed: unknown, path: string): string[] {
  if (Array.isArray(raw) && Array.isArray(parsed))
    return raw.flatMap((item, i) => extraKeys(item, parsed[i], `${path}[${i}]`));
  if (!isPlainObject(raw) || !isPlainObject(parsed)) return [];
  return Object.keys(raw).flatMap((key) =>
    key in parsed ? extraKeys(raw[key], parsed[key], `${path}.${key}`) : [`${path}.${key}`],
  );
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads a success answer through its endpoint's response schema (issue 8: a presenter that drifts
 * from its contract fails a test, not only the compiler) and answers the parsed body (the bytes
 * for file endpoints). Every API call of the test harness goes through this, so no test has to
 * remember it. A key the schema does not name fails too: answers sent as JSON text (JsonText) skip
 * the serializer that would have dropped it.
 */
export function readAnswer(endpoint: EndpointConfig, res: LightMyRequestResponse): unknown {
  if (endpoint.response === 'file') return res.rawPayload;
  const label = `${endpoint.method} ${endpoint.path}`;
  const raw: unknown = res.json();
  const parsed = endpoint.response.safeParse(raw);
  if (!parsed.success) {
    throw new Error(
      `${label} answered ${res.statusCode} with a body that breaks its contract:\n${parsed.error.message}`,
    );
  }
  const extra = extraKeys(raw, parsed.data, '');
  if (extra.length) {
    throw new Error(`${label} answered keys its contract does not name: ${extra.slice(0, 5).join(', ')}`);
  }
  return parsed.data;
}

/** The same check for a call made by hand (`t.raw`): the endpoint is found from the URL. */
export function checkAnswerContract(app: App, method: string, url: string, res: LightMyRequestResponse): void {
  if (res.statusCode < 200 || res.statusCode >= 300) return;
  const endpoint = app.endpointRegistry.find(method.toUpperCase(), url.split('?')[0]);
  if (endpoint) readAnswer(endpoint, res);
}
