import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, makeCompany, makeUser, type TestApp } from '../../test/harness';
import {
  brokenBody,
  LOOSE_JSON_IDS,
  LOOSE_NUMBERS,
  longBoundaryBody,
  malformedObject,
  pathValue,
  queryValue,
} from '../../test/malformed-values';
import { type Operation, operationsOf } from '../../test/openapi-operations';

/**
 * No input gives a 5xx (DECISIONS.md "Input"): every operation of the OpenAPI document is called
 * with generated malformed input — wrong types, out-of-range numbers, NUL and lone surrogates,
 * huge strings, broken JSON and multipart — signed in as Super, as a plain employee and
 * anonymously. Operations added later are covered without a change here: the list comes from the
 * served document. Bounded: RUNS_PER_OPERATION runs of each caller per operation.
 */
const RUNS_PER_OPERATION = 6;
const SEED = Number(process.env.MALFORMED_SEED ?? 20261123);

let t: TestApp;
let operations: Operation[];
const failures: string[] = [];
let sent = 0;

beforeAll(async () => {
  t = await createTestApp();
  const response = await t.call('GET', '/api/docs/json');
  operations = operationsOf(response.json());
});
afterAll(async () => {
  console.log(
    `malformed input: ${sent} requests over ${operations.length} operations, ${failures.length} answered 5xx`,
  );
  await t.close();
});

type Caller = 'anonymous' | 'super' | 'employee';

/** A fresh token per operation: an operation may sign its caller out or disable them. */
async function tokenFor(caller: Caller): Promise<string | undefined> {
  if (caller === 'anonymous') return undefined;
  const company = await makeCompany(t.ctx, 'owner');
  const user = await makeUser(t.ctx, { companyId: company.id, isSuper: caller === 'super' });
  return t.tokenFor(user.id);
}

function urlFor(op: Operation, params: Record<string, string>, query: Record<string, string>): string {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '1');
  const search = new URLSearchParams(query).toString();
  return `${path}${search ? `?${search}` : ''}`;
}

const requestArbitrary = (op: Operation) =>
  fc.record({
    params: fc.record(
      Object.fromEntries(op.pathParams.map((p) => [p, pathValue])) as Record<string, fc.Arbitrary<string>>,
    ),
    query: fc.dictionary(fc.constantFrom(...op.queryParams, 'page', 'per_page'), queryValue, {
      maxKeys: 3,
    }),
    body: op.hasBody ? fc.oneof(malformedObject(op.bodyProperties), brokenBody()) : fc.constant(undefined),
  });

type GeneratedRequest = ReturnType<typeof requestArbitrary> extends fc.Arbitrary<infer R> ? R : never;

/**
 * Inputs every operation gets besides the random ones, so each known cause of a 5xx is tried on
 * every field: ids past 2³¹−1 in the path, a multipart boundary of 253 characters, and every body
 * field set to NUL, a lone surrogate, a number past 2³¹−1 and a huge string.
 */
function fixedExamples(op: Operation): [GeneratedRequest][] {
  const params = (value: string) => Object.fromEntries(op.pathParams.map((p) => [p, value]));
  const every = (value: unknown) =>
    op.hasBody && !op.isMultipart
      ? {
          contentType: 'application/json',
          payload: JSON.stringify(Object.fromEntries(op.bodyProperties.map((p) => [p, value]))),
        }
      : undefined;
  const hostile: unknown[] = ['\u0000', 'a\ud800', 2 ** 31, 'x'.repeat(300_000)];
  return [
    [{ params: params('2147483648'), query: {}, body: every(1) }],
    // A boundary too long for the parser's search, on every operation that takes a body.
    [{ params: params('1'), query: {}, body: op.hasBody ? longBoundaryBody(253) : undefined }],
    ...hostile.map((value): [GeneratedRequest] => [{ params: params('1'), query: {}, body: every(value) }]),
    ...op.queryParams.map((q): [GeneratedRequest] => [
      { params: params('1'), query: { [q]: '2147483648' }, body: undefined },
    ]),
  ];
}

describe('malformed input never gives a 5xx', () => {
  for (const caller of ['anonymous', 'super', 'employee'] as const) {
    it(`as ${caller}`, { timeout: 600_000 }, async () => {
      for (const op of operations) {
        const token = await tokenFor(caller);
        await fc.check(
          fc.asyncProperty(requestArbitrary(op), async (input) => {
            const headers: Record<string, string> = {};
            let payload: string | Buffer | undefined;
            if (input.body !== undefined) {
              headers['content-type'] = input.body.contentType;
              payload = input.body.payload;
            }
            const res = await t.call(op.method, urlFor(op, input.params, input.query), {
              token,
              headers,
              body: payload,
            });
            sent += 1;
            if (res.statusCode >= 500) {
              failures.push(`${op.method} ${op.path} as ${caller}: ${res.statusCode} ${res.body.slice(0, 200)}`);
              return false;
            }
            return true;
          }),
          { numRuns: RUNS_PER_OPERATION, seed: SEED, endOnFailure: true, examples: fixedExamples(op) },
        );
      }
      expect(failures).toEqual([]);
    });
  }
});

/**
 * Ids and other whole numbers are integers written in decimal (DECISIONS.md "Input"): a loose
 * spelling in a path names nothing (404), in a query or a JSON body it is refused (422). Every
 * operation's whole-number inputs come from the served document, so new endpoints are covered too.
 */
describe('loose whole numbers are refused', () => {
  it('as super: 404 in a path, 422 in a query or a JSON body', { timeout: 600_000 }, async () => {
    const token = await tokenFor('super');
    const wrong: string[] = [];
    let tried = 0;
    for (const op of operations) {
      const { path, query, body } = op.wholeNumbers;
      for (const param of path) {
        for (const loose of LOOSE_NUMBERS) {
          const url = urlFor(op, { [param]: encodeURIComponent(loose) }, {});
          const res = await t.call(op.method, url, { token });
          tried += 1;
          if (res.statusCode !== 404) wrong.push(`${op.method} ${url}: ${res.statusCode}`);
        }
      }
      for (const name of query) {
        for (const loose of LOOSE_NUMBERS) {
          const res = await t.call(op.method, urlFor(op, {}, { [name]: loose }), { token });
          tried += 1;
          if (res.statusCode !== 422) wrong.push(`${op.method} ${op.path}?${name}=${loose}: ${res.statusCode}`);
        }
      }
      for (const { name, nullable } of body) {
        for (const loose of LOOSE_JSON_IDS.filter((value) => !(nullable && value === null))) {
          const res = await t.call(op.method, urlFor(op, {}, {}), {
            token,
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ [name]: loose }),
          });
          tried += 1;
          if (res.statusCode !== 422)
            wrong.push(`${op.method} ${op.path} {${name}: ${JSON.stringify(loose)}}: ${res.statusCode}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    // The walk found the whole-number inputs (ids in paths, queries and bodies) in the document.
    expect(tried).toBeGreaterThan(1000);
  });
});
