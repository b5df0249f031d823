import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { selectRows } from '../db/rows';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.ctx.jobs.start();
});
afterAll(() => t.close());

describe('periodic jobs (the hourly purge uses these)', () => {
  it('runs once per time slot however many instances offer it, and a worker runs it', async () => {
    const name = 'test-periodic';
    const runs: number[] = [];
    // Two instances starting together both offer the job for the same slot.
    t.ctx.jobs.every(name, 3600);
    t.ctx.jobs.every(name, 3600);
    await t.ctx.jobs.work(
      name,
      async () => {
        runs.push(Date.now());
      },
      { pollingIntervalSeconds: 0.5 },
    );
    const states = async () =>
      (await selectRows<{ state: string }>(t.ctx.db, sql`select state from pgboss.job where name = ${name}`)).map(
        (r) => r.state,
      );
    // Both offers were written before the worker started; once the slot's job has run, a second
    // job of the slot would be a second row.
    await expect.poll(states, { timeout: 10_000 }).toEqual(['completed']);
    expect(runs).toHaveLength(1);
  });
});
