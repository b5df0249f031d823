import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * API tests call the server through the typed client (`t.as(token).<area>.<call>`), so no test
 * writes an API path by hand (ARCHITECTURE.md "Tests"). Only these files may: they send what no
 * declaration allows, or test the HTTP layer under the routes.
 */
const MAY_WRITE_PATHS = new Set([
  // The client itself, and the reader of the OpenAPI document's paths.
  'test/api-client.ts',
  'test/openapi-operations.ts',
  // Generated malformed paths, methods and bodies for every operation.
  'platform/http/malformed-input.test.ts',
  // Method override with wrong methods, unknown API paths, headers on every kind of answer.
  'platform/http/security-headers.test.ts',
  // Its own routes on a bare Fastify instance, not the portal's.
  'platform/http/compression.test.ts',
  // An unknown API path must not fall back to the web app.
  'platform/http/web-app.test.ts',
  // Hostile multipart bodies (bad boundaries, stalled parts) no declaration can build.
  'platform/http/multipart-hostile.test.ts',
  // A raw socket that sends a request slowly, to meet the server's timeouts.
  'platform/http/server-timeouts.test.ts',
  // Its own routes on a bare Fastify instance, not the portal's.
  'platform/http/endpoint-route.test.ts',
  // The OpenAPI document's own keys (its paths), read as an integrator's tools read them.
  'platform/http/openapi-document.test.ts',
  // A client generated from the OpenAPI document, called as integrators call it.
  'platform/http/openapi-client.test.ts',
  // This file.
  'test/hand-written-paths.test.ts',
]);

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function testCode(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return testCode(full);
    const relative = path.relative(src, full).split(path.sep).join('/');
    const isTestCode = entry.name.endsWith('.test.ts') || relative.startsWith('test/');
    return isTestCode && entry.name.endsWith('.ts') ? [relative] : [];
  });
}

describe('API paths in tests', () => {
  it('are written by hand only where a test sends what no declaration allows', () => {
    const offenders = testCode(src)
      .filter((file) => !MAY_WRITE_PATHS.has(file))
      .flatMap((file) =>
        readFileSync(path.join(src, file), 'utf8')
          .split('\n')
          .flatMap((line, i) => (line.includes('/api/v1/') ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
      );
    expect(offenders, 'call the endpoint through t.as(token).<area>.<call>, or t.raw in an allowed file').toEqual([]);
  });

  it('read answers as the client types them, without casting `data` to a contract type', () => {
    // The typed client knows each answer's shape from its declaration; a cast would hide a drift.
    const cast = /\.data\s+as\s+[A-Z]/;
    const offenders = testCode(src).flatMap((file) =>
      readFileSync(path.join(src, file), 'utf8')
        .split('\n')
        .flatMap((line, i) => (cast.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(offenders, 'read res.data from t.as(token).<area>.<call>, typed by its declaration').toEqual([]);
  });
});
