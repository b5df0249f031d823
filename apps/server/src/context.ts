import type { AppContext } from './app-context';
import type { Config } from './config';
import { documentAnnouncementsSettled } from './modules/documents/document-audience.access';
import { DOCUMENT_PROCESS_JOB } from './modules/documents/documents.queue';
import { EXPORT_JOB } from './modules/exports/exports.service';
import { SessionCache } from './platform/auth/session-cache';
import { migrateDatabase, openDatabase } from './platform/db/client';
import { createJobQueue } from './platform/jobs/queue';
import { MAIL_JOB } from './platform/mail/mail-queue';
import { createMailer } from './platform/mail/mailer';
import { listenOnPool } from './platform/realtime/pg-listen';
import { createInProcessPublisher, createPostgresNotifyPublisher, type Publisher } from './platform/realtime/publisher';
import { RealtimeHub } from './platform/realtime/realtime-hub';
import { resolveRealtimeSecret } from './platform/realtime/realtime-secret';
import { createStorage } from './platform/storage/create-storage';
import { seedBase } from './seed/base-seed';
import { seedDemo } from './seed/demo-seed';

interface Logger {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** Opens the database (migrated and seeded), storage, mail, queue and real-time for one process. */
export async function createContext(
  config: Config,
  log: Logger,
  opts: { inMemoryDb?: boolean; pgliteTemplate?: Blob } = {},
): Promise<AppContext> {
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    inMemory: opts.inMemoryDb,
    loadDataDir: opts.pgliteTemplate,
    onIdleError: (err) => log.error({ err }, 'idle database connection failed'),
  });
  await migrateDatabase(database);
  await seedBase(database.db, config);
  if (config.DEMO) await seedDemo(database.db);
  const hub = new RealtimeHub();
  const jobs = createJobQueue(database.raw, log, {
    transactionalQueues: [MAIL_JOB, DOCUMENT_PROCESS_JOB, EXPORT_JOB],
    expirySeconds: config.JOB_EXPIRY_SECONDS,
  });
  await jobs.start();
  const publisher = await createPublisher(config, database, hub);
  return {
    config,
    database,
    db: database.db,
    storage: createStorage(config),
    mailer: createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, dataDir: config.DATA_DIR, log }),
    jobs,
    hub,
    publisher,
    sessions: new SessionCache(config.SESSION_CACHE_SECONDS * 1000),
    realtimeSecret: await resolveRealtimeSecret(database.db, config.PUSHER_APP_SECRET),
  };
}

/** Several instances on one PostgreSQL share events through LISTEN/NOTIFY; one instance needs no more than memory. */
async function createPublisher(config: Config, database: AppContext['database'], hub: RealtimeHub): Promise<Publisher> {
  if (config.REALTIME_BACKEND !== 'postgres' || !database.pool) return createInProcessPublisher(hub);
  const pool = database.pool;
  return createPostgresNotifyPublisher({
    hub,
    notify: async (payload) => {
      await pool.query('select pg_notify($1, $2)', ['realtime', payload]);
    },
    listen: (onMessage) => listenOnPool(pool, 'realtime', onMessage),
  });
}

export async function closeContext(ctx: AppContext): Promise<void> {
  await ctx.jobs.stop();
  // Document events still being addressed need the database for their audience.
  await documentAnnouncementsSettled();
  await ctx.publisher.close();
  await ctx.database.close();
}
