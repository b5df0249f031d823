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
    await expect.poll(() => runs.length, { timeout: 10_000 }).toBe(1);
    // A second job of the slot would have run by now: the worker asks again at once after a job.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(runs).toHaveLength(1);
    const [row] = await selectRows<{ n: number }>(
      t.ctx.db,
      sql`select count(*)::int as n from pgboss.job where name = ${name}`,
    );
    expect(row.n).toBe(1);
  });
});
