import { type SQL, sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { DbOrTx, RawSql } from '../db/client';
import { selectRows } from '../db/rows';

export type JobHandler<T> = (data: T) => Promise<void>;

interface Logger {
  error(obj: object, msg: string): void;
}

/**
 * A durable queue in the portal's own database (pg-boss). The same code runs on a PostgreSQL
 * server and on embedded PGlite: pg-boss talks through `raw`, whose exec() accepts the
 * multi-statement SQL of pg-boss's own migrations.
 */
export interface JobQueue {
  start(): Promise<void>;
  /**
   * Adds a job. With `tx` the job row is written in that transaction, so it exists only if the
   * transaction commits (the queue must be one of `transactionalQueues`).
   */
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<void>;
  work<T extends object>(
    name: string,
    handler: JobHandler<T>,
    options?: { pollingIntervalSeconds?: number },
  ): Promise<void>;
  /**
   * Runs `name` about every `seconds`, shared by all instances: each instance offers a job per
   * time slot and pg-boss keeps one per slot (singleton), so N instances still run it once.
   */
  every(name: string, seconds: number): void;
  stop(): Promise<void>;
}

export type SendOptions = Omit<PgBoss.SendOptions, 'db'> & { tx?: DbOrTx };

/**
 * pg-boss's SQL (`$1`-style parameters) run through drizzle on the given database or transaction,
 * so a job joins the caller's transaction on PostgreSQL and on PGlite alike.
 */
function executorOf(db: DbOrTx): PgBoss.Db {
  return {
    async executeSql(text: string, values: unknown[]) {
      const chunks: SQL[] = text
        .split(/\$(\d+)/)
        .map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql`${sql.param(values[Number(part) - 1])}`));
      return { rows: await selectRows<Record<string, unknown>>(db, sql.join(chunks)) };
    },
  };
}

/**
 * `transactionalQueues` are created at start: a job sent inside a transaction cannot create its
 * queue then, because the embedded database has one connection and the transaction holds it.
 */
export function createJobQueue(
  raw: RawSql,
  log: Logger,
  opts: { transactionalQueues?: readonly string[]; expirySeconds?: number } = {},
): JobQueue {
  const expirySeconds = opts.expirySeconds ?? 45;
  // pg-boss's stop() does not wait for a fetch already sent: the fetch can still hand a job to
  // its worker, whose completion query (not awaited by pg-boss) then reaches a pool the caller has
  // ended, an unhandled rejection. stop() waits for the queries in flight, and pg-boss's own
  // bookkeeping after that never runs (its promise never settles, so no answer of the wrong shape
  // reaches pg-boss): such a job stays active until it expires and runs again, as after a crash.
  const inFlight = new Set<Promise<unknown>>();
  let stopped = false;
  const executeSql = (text: string, values: unknown[]): Promise<{ rows: unknown[] }> => {
    if (stopped) return new Promise(() => {});
    const running = values?.length ? raw.query(text, values) : raw.exec(text);
    inFlight.add(running);
    const forget = () => inFlight.delete(running);
    running.then(forget, forget);
    return running;
  };
  const boss = new PgBoss({
    db: { executeSql },
    // A job whose worker died (kill -9, a crash) stays active until it expires; pg-boss's
    // housekeeping then hands it to another worker. Its default expiry (15 minutes) and this
    // housekeeping every 5 minutes kept an upload "processing" for up to 20 minutes after a crash;
    // jobs that take longer say so when they are sent (`expireInSeconds`).
    expireInSeconds: expirySeconds,
    maintenanceIntervalSeconds: Math.min(10, Math.max(1, Math.floor(expirySeconds / 4))),
    schedule: false,
  });
  boss.on('error', (err: Error) => log.error({ err }, 'job queue error'));
  // One creation per queue, shared by concurrent callers: two createQueue calls for the same new
  // queue at once can deadlock on PostgreSQL (two offers of a periodic job and its worker at start).
  const queues = new Map<string, Promise<void>>();
  const timers: NodeJS.Timeout[] = [];
  let started = false;

  function ensureQueue(name: string): Promise<void> {
    let created = queues.get(name);
    if (!created) {
      created = boss.createQueue(name).catch((err: Error) => {
        queues.delete(name);
        throw err;
      });
      queues.set(name, created);
    }
    return created;
  }

  return {
    async start() {
      if (started) return;
      await boss.start();
      for (const name of opts.transactionalQueues ?? []) await ensureQueue(name);
      started = true;
    },
    async send(name, data, options = {}) {
      // A job sent after stop() would be dropped with pg-boss's bookkeeping; say so instead.
      if (stopped) throw new Error(`job queue stopped: ${name} not sent`);
      const { tx, ...jobOptions } = options;
      if (!tx) {
        await ensureQueue(name);
        await boss.send(name, data, jobOptions);
        return;
      }
      if (!queues.has(name)) throw new Error(`queue ${name} is not among the transactional queues`);
      await boss.send(name, data, { ...jobOptions, db: executorOf(tx) });
    },
    async work(name, handler, options) {
      await ensureQueue(name);
      // pg-boss waits a whole polling interval after every fetch, also one that found a job, so a
      // burst of N jobs took N intervals (100 uploads: 100 × 2 s, bench/documents-upload.bench.ts).
      // After a job the worker asks again at once; only a fetch that finds nothing waits.
      // Known once work() answers; a batch finished before that (PGlite can be that quick) just waits.
      let workerId = '';
      workerId = await boss.work<object>(
        name,
        { pollingIntervalSeconds: options?.pollingIntervalSeconds ?? 2 },
        async (jobs) => {
          for (const job of jobs) await handler(job.data as Parameters<typeof handler>[0]);
          if (jobs.length) boss.notifyWorker(workerId);
        },
      );
    },
    every(name, seconds) {
      const offer = () =>
        this.send(name, {}, { singletonKey: name, singletonSeconds: seconds }).catch((err: Error) =>
          log.error({ err, job: name }, 'could not offer a periodic job'),
        );
      void offer();
      timers.push(setInterval(offer, seconds * 1000));
    },
    async stop() {
      for (const t of timers) clearInterval(t);
      if (started) await boss.stop({ graceful: true, wait: true, timeout: 5000 });
      started = false;
      stopped = true;
      while (inFlight.size) await Promise.allSettled([...inFlight]);
    },
  };
}
