import { appendFileSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { EndpointConfig } from '@portal/contracts/http/endpoint';
import type { App } from '../app';

/**
 * Which endpoints have an authorization row (ARCHITECTURE.md "Tests"). Each row a test runs is
 * written here by every test worker; after the suite, `authorization-coverage.ts` fails when a
 * declared endpoint has none.
 */
// Inside this checkout (not the system temp folder), so test runs of other checkouts cannot mix in.
const AUTHORIZATION_ROWS_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../node_modules/.cache/portal-authorization-rows',
);

export function resetAuthorizationRows(): void {
  rmSync(AUTHORIZATION_ROWS_DIR, { recursive: true, force: true });
  mkdirSync(AUTHORIZATION_ROWS_DIR, { recursive: true });
}

/** Records an endpoint a row called, as `METHOD path` in the declaration's spelling. */
export function recordAuthorizationRow(endpoint: EndpointConfig): void {
  mkdirSync(AUTHORIZATION_ROWS_DIR, { recursive: true });
  appendFileSync(path.join(AUTHORIZATION_ROWS_DIR, `${process.pid}.txt`), `${endpoint.method} ${endpoint.path}\n`);
}

/** The same for a call written by hand: the endpoint is found from the URL. */
export function recordRawAuthorizationRow(app: App, method: string, url: string): void {
  const endpoint = app.endpointRegistry.find(method.toUpperCase(), url.split('?')[0]);
  if (endpoint) recordAuthorizationRow(endpoint);
}

export function recordedAuthorizationRows(): Set<string> {
  const rows = new Set<string>();
  for (const file of readdirSync(AUTHORIZATION_ROWS_DIR, { withFileTypes: true })) {
    if (!file.isFile()) continue;
    for (const line of readFileSync(path.join(AUTHORIZATION_ROWS_DIR, file.name), 'utf8').split('\n')) {
      if (line) rows.add(line);
    }
  }
  return rows;
}
