import { execFile } from 'node:child_process';
import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { endpointId } from '@portal/contracts/endpoints';
import { errorStatuses } from '@portal/contracts/http/endpoint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { typeNullables } from './openapi';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');

interface Operation {
  operationId?: string;
  responses: Record<string, { $ref?: string }>;
}
interface Document {
  info: { license?: { name: string } };
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { responses: Record<string, unknown>; schemas: Record<string, unknown> };
}

let t: TestApp;
let document: Document;
let text: string;

beforeAll(async () => {
  t = await createTestApp({ config: { PUBLIC_URL: 'https://portal.test/' } });
  const res = await t.call('GET', '/api/docs/json');
  text = res.body;
  document = res.json();
});
afterAll(() => t.close());

const operations = () =>
  Object.entries(document.paths).flatMap(([url, item]) =>
    Object.entries(item).map(([method, operation]) => ({ url, method: method.toUpperCase(), operation })),
  );

describe('the OpenAPI document', () => {
  it('names every operation after its declaration, once (`<area>.<call>`, stable across releases)', () => {
    const ids = operations().map(({ url, method, operation }) => {
      const endpoint = t.app.endpointRegistry.find(method, url.replace(/\{\w+\}/g, '1'));
      expect(endpoint, `${method} ${url}`).toBeDefined();
      expect(operation.operationId, `${method} ${url}`).toBe(endpoint && endpointId(endpoint));
      return operation.operationId;
    });
    expect(ids.length).toBe(t.app.endpointRegistry.endpoints.length);
    expect(new Set(ids).size).toBe(ids.length);
    const upload = document.paths['/api/v1/projects/{id}/documents'].post;
    expect(upload.operationId).toBe('documents.upload');
  });

  it('gives every operation the error answers its declaration implies, as the envelope', () => {
    for (const { url, method, operation } of operations()) {
      const endpoint = t.app.endpointRegistry.find(method, url.replace(/\{\w+\}/g, '1'));
      if (!endpoint) continue;
      const statuses = Object.keys(operation.responses).filter((s) => /^[45]/.test(s));
      const expected = errorStatuses(endpoint).map(String);
      // Redocly wants a 4xx on every operation; one that can meet none says so in a 4XX range.
      const anyClientError = expected.some((status) => status.startsWith('4'));
      expect(statuses, `${method} ${url}`).toEqual(anyClientError ? expected : [...expected, '4XX']);
    }
    const upload = document.paths['/api/v1/projects/{id}/documents'].post.responses;
    expect(Object.keys(upload)).toEqual(['201', '401', '403', '404', '413', '422']);
    expect(upload['413'].$ref).toBe('#/components/responses/TooLarge');
    expect(document.components.responses.TooLarge).toMatchObject({
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorAnswer' } } },
    });
    expect(Object.keys(document.paths['/api/v1/authenticate'].post.responses)).toEqual([
      '200',
      '401',
      '413',
      '422',
      '429',
    ]);
  });

  it('says so where no well-formed request can meet an error', async () => {
    expect(Object.keys(document.paths['/api/v1/configuration'].get.responses)).toEqual(['200', '4XX']);
    expect(Object.keys(document.paths['/api/v1/health'].get.responses)).toEqual(['200', '503', '4XX']);
    const res = await t.call('GET', '/api/v1/configuration%E0%A4%A');
    expect(res.statusCode).toBe(400);
  });

  it('names the server from PUBLIC_URL and the licence from package.json', async () => {
    expect(document.servers).toEqual([expect.objectContaining({ url: 'https://portal.test' })]);
    const pkg = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')) as { license: string };
    expect(document.info.license?.name).toBe(pkg.license);
  });

  it('passes Redocly’s recommended rules, but for the ambiguous paths the spec gives', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'portal-openapi-'));
    try {
      // The committed rules and exceptions, beside the document as the exceptions name it.
      await writeFile(path.join(dir, 'openapi.json'), text);
      await copyFile(path.join(root, 'redocly.yaml'), path.join(dir, 'redocly.yaml'));
      await copyFile(path.join(root, '.redocly.lint-ignore.yaml'), path.join(dir, '.redocly.lint-ignore.yaml'));
      const cli = path.join(
        path.dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')),
        'bin/cli.js',
      );
      const { stdout } = await promisify(execFile)(process.execPath, [cli, 'lint', 'openapi.json', '--format=json'], {
        cwd: dir,
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        maxBuffer: 16 * 1024 * 1024,
      });
      const report = JSON.parse(stdout) as {
        totals: { errors: number; warnings: number; ignored: number };
        problems: { ruleId: string; message: string; location: { pointer: string }[] }[];
      };
      expect(report.problems.map((p) => `${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`)).toEqual([]);
      expect(report.totals).toEqual({ errors: 0, warnings: 0, ignored: 6 });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('typeNullables', () => {
  it('gives a nullable union its branches’ common type, or makes each branch nullable', () => {
    const dates = { nullable: true, anyOf: [{ type: 'string', format: 'date-time' }, { type: 'string' }] };
    expect(typeNullables({ properties: { date: dates } })).toEqual({
      properties: { date: { ...dates, type: 'string' } },
    });
    const mixed = { nullable: true, anyOf: [{ type: 'string' }, { type: 'integer' }] };
    expect(typeNullables(mixed)).toEqual({
      anyOf: [
        { type: 'string', nullable: true },
        { type: 'integer', nullable: true },
      ],
    });
    expect(typeNullables({ type: 'object', nullable: true })).toEqual({ type: 'object', nullable: true });
  });
});
