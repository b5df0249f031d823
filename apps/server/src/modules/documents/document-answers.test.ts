import { documentCounterText } from '@portal/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../platform/db/rows';
import { createTestApp, type TestApp } from '../../test/harness';
import { base32Text, coordinateText, isoText } from './document-answers.repo';

// The document answer is written by PostgreSQL (document-answers.repo.ts); these are the few values it
// formats itself, checked against the JavaScript the web and the contract expect.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function textOf(expression: SQL): Promise<string> {
  const [row] = await selectRows<{ text: string }>(t.ctx.db, sql`select ${expression} as text`);
  return row.text;
}

describe('the document answer written by PostgreSQL', () => {
  it('writes the counter in base 32 as documentCounterText does', async () => {
    const counters = [1, 9, 10, 31, 32, 33, 1023, 1024, 32 ** 3, 32 ** 4 - 1, 32 ** 5, 32 ** 6, 2 ** 31 - 1];
    for (const counter of counters) {
      expect(await textOf(base32Text(sql`${counter}::integer`))).toBe(documentCounterText(counter));
    }
  });

  it('writes coordinates as JavaScript writes the numbers', async () => {
    const values = [0, -0, 60.1699, -24.93545, 1e-4, 1e-5, -0.00001234, 60.16991234567891, 180, -90, 0.1 + 0.2];
    for (const value of values) {
      expect(await textOf(coordinateText(sql`${value}::double precision`))).toBe(String(value));
    }
    // Below 1e-6 JavaScript writes an exponent, which is no decimal pair; the answer stays decimal.
    expect(await textOf(coordinateText(sql`${5e-7}::double precision`))).toBe('0.0000005');
  });

  it('writes times as Date.toISOString does', async () => {
    for (const iso of ['2026-11-24T00:05:09.123Z', '1999-01-02T23:59:59.000Z', '2031-06-30T12:00:00.999Z']) {
      expect(await textOf(isoText(sql`${iso}::timestamptz`))).toBe(new Date(iso).toISOString());
    }
  });
});
