import type { Config } from './config';
import type { SessionCache } from './platform/auth/session-cache';
import type { Database, Db } from './platform/db/client';
import type { JobQueue } from './platform/jobs/queue';
import type { Mailer } from './platform/mail/mailer';
import type { Publisher } from './platform/realtime/publisher';
import type { RealtimeHub } from './platform/realtime/realtime-hub';
import type { Storage } from './platform/storage/storage';

/** What every module may use; built once in main (or the test harness) and shared. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  storage: Storage;
  mailer: Mailer;
  jobs: JobQueue;
  hub: RealtimeHub;
  publisher: Publisher;
  sessions: SessionCache;
  /** Signs private-channel subscriptions: PUSHER_APP_SECRET, or the one kept in the database. */
  realtimeSecret: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    routeList: { method: string | string[]; url: string }[];
  }
}
