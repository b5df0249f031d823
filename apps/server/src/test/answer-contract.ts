import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../app';

/**
 * Reads a success answer through its endpoint's response schema (issue 8: a presenter that drifts
 * from its contract fails a test, not only the compiler). Every API call of the test harness goes
 * through this, so no test has to remember it.
 */
export function checkAnswerContract(app: App, method: string, url: string, res: LightMyRequestResponse): void {
  if (res.statusCode < 200 || res.statusCode >= 300) return;
  const path = url.split('?')[0];
  const endpoint = app.endpointRegistry.find(method.toUpperCase(), path);
  if (!endpoint || endpoint.response === 'file') return;
  const parsed = endpoint.response.safeParse(res.json());
  if (!parsed.success) {
    throw new Error(
      `${method} ${path} answered ${res.statusCode} with a body that breaks its contract:\n${parsed.error.message}`,
    );
  }
}
