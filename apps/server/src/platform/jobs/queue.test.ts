import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import type { RawSql } from '../db/client';
import { selectRows } from '../db/rows';
import { createJobQueue } from './queue';

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

describe('stopping', () => {
  it('sends nothing to the database once stop() has answered, even for a job fetched while stopping', async () => {
    // A fetch held in flight while the queue stops: the job it brings back finishes after stop(),
    // when the caller has already ended the pool.
    let releaseFetch = () => {};
    const fetchHeld = new Promise<void>((resolve) => {
      releaseFetch = resolve;
    });
    let holding = false;
    let fetchSent = () => {};
    const fetchInFlight = new Promise<void>((resolve) => {
      fetchSent = resolve;
    });
    let poolEnded = false;
    const afterEnd: string[] = [];
    const raw = t.ctx.database.raw;
    const guarded: RawSql = {
      async query(text, values) {
        if (poolEnded) {
          afterEnd.push(text);
          return { rows: [] };
        }
        if (holding && text.includes('SKIP LOCKED')) {
          fetchSent();
          await fetchHeld;
        }
        return raw.query(text, values);
      },
      exec: (text) => {
        if (poolEnded) afterEnd.push(text);
        return raw.exec(text);
      },
    };
    const queue = createJobQueue(guarded, { error: () => {} });
    await queue.start();
    const name = 'test-stop-in-flight';
    await queue.send(name, { n: 1 });
    const ran: number[] = [];
    let jobHandled = () => {};
    const handled = new Promise<void>((resolve) => {
      jobHandled = resolve;
    });
    holding = true;
    await queue.work<{ n: number }>(name, async (job) => {
      ran.push(job.n);
      jobHandled();
    });
    // Stop while the worker's fetch is held in flight, then let the fetch bring its job back.
    await fetchInFlight;
    const stopping = queue.stop();
    releaseFetch();
    await stopping;
    poolEnded = true;
    await handled;
    expect(ran).toEqual([1]);
    // pg-boss completes a job in the promise chain right after its handler, without awaiting it:
    // once a macrotask has passed, that completion has been attempted.
    await new Promise((resolve) => setImmediate(resolve));
    expect(afterEnd).toEqual([]);
    await expect(queue.send(name, { n: 2 })).rejects.toThrow(/stopped/);
  });
});
