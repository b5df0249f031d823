import PgBoss from 'pg-boss';
import type { RawSql } from '../db/client';

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
  send<T extends object>(name: string, data: T, options?: PgBoss.SendOptions): Promise<void>;
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

export function createJobQueue(raw: RawSql, log: Logger): JobQueue {
  const boss = new PgBoss({
    db: {
      executeSql: async (text: string, values: unknown[]) => {
        if (!values?.length) return raw.exec(text);
        return raw.query(text, values);
      },
    },
    // The portal's own maintenance is light; keep pg-boss's housekeeping infrequent.
    maintenanceIntervalSeconds: 300,
    schedule: false,
  });
  boss.on('error', (err: Error) => log.error({ err }, 'job queue error'));
  const queues = new Set<string>();
  const timers: NodeJS.Timeout[] = [];
  let started = false;

  async function ensureQueue(name: string) {
    if (queues.has(name)) return;
    await boss.createQueue(name);
    queues.add(name);
  }

  return {
    async start() {
      if (started) return;
      await boss.start();
      started = true;
    },
    async send(name, data, options) {
      await ensureQueue(name);
      await boss.send(name, data, options ?? {});
    },
    async work(name, handler, options) {
      await ensureQueue(name);
      await boss.work<object>(name, { pollingIntervalSeconds: options?.pollingIntervalSeconds ?? 2 }, async (jobs) => {
        for (const job of jobs) await handler(job.data as Parameters<typeof handler>[0]);
      });
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
    },
  };
}
