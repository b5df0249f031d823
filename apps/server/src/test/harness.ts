import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { CompanyRole, CompanyType } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { type App, buildApp } from '../app';
import type { AppContext } from '../app-context';
import { type Config, loadConfig } from '../config';
import { closeContext, createContext } from '../context';
import { addUserCompanyRoles, insertCompanyWithRoles } from '../modules/companies/company-roles.repo';
import { hashPassword } from '../platform/auth/passwords';
import { users } from '../platform/db/schema';
import { startWorkers } from '../workers';
import { checkAnswerContract } from './answer-contract';
import { type CapturedMail, startMailCapture } from './mail-capture';
import { createTestDatabase } from './test-database';

export const TEST_PASSWORD = 'test-password-1';
const silent = { info() {}, error() {} };

export interface TestApp {
  app: App;
  ctx: AppContext;
  mails: CapturedMail[];
  /** An HTTP call through Fastify's inject; `token` adds the bearer header. */
  call(
    method: InjectOptions['method'],
    url: string,
    opts?: { token?: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<LightMyRequestResponse>;
  login(email: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  config?: Partial<Record<keyof Config, unknown>>;
  /** Force the embedded database even when TEST_DATABASE_URL names a server (the PGlite smoke run). */
  engine?: 'postgres' | 'pglite';
  /** Start the background workers (mail, session expiry); needed when a test waits for mail. */
  workers?: boolean;
}

/**
 * A complete portal on a fresh database: the PostgreSQL server named by TEST_DATABASE_URL
 * (one database per test file) or in-memory PGlite. Mail goes to a real in-process SMTP server.
 */
export async function createTestApp(opts: TestAppOptions = {}): Promise<TestApp> {
  const base = process.env.TEST_DATABASE_URL;
  const usePostgres = base && opts.engine !== 'pglite';
  const database = usePostgres ? await createTestDatabase(base) : undefined;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-test-'));
  const smtp = await startMailCapture();
  const config = loadConfig(
    {},
    {
      DATA_DIR: dataDir,
      DATABASE_URL: database?.url,
      LOG_LEVEL: 'silent',
      SMTP_URL: smtp.url,
      JOB_POLL_SECONDS: 0.5,
      // Tests change rows behind the server's back; read sessions fresh on every request.
      SESSION_CACHE_SECONDS: 0,
      ...opts.config,
    },
  );
  const ctx = await createContext(config, silent, { inMemoryDb: true });
  if (opts.workers) await startWorkers(ctx);
  const app = await buildApp(ctx, { logger: false });
  await app.ready();

  const call: TestApp['call'] = async (method, url, o = {}) => {
    const res = await app.inject({
      method,
      url,
      headers: { ...(o.token ? { authorization: `Bearer ${o.token}` } : {}), ...o.headers },
      ...(o.body === undefined ? {} : { payload: o.body as InjectOptions['payload'] }),
    });
    checkAnswerContract(app, String(method), url, res);
    return res;
  };

  return {
    app,
    ctx,
    mails: smtp.mails,
    call,
    async login(email, password = TEST_PASSWORD) {
      const res = await call('POST', '/api/v1/authenticate', { body: { email, password, isPortal: true } });
      if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
      return res.json().data.user.token as string;
    },
    async close() {
      await app.close();
      await closeContext(ctx);
      await smtp.close();
      await database?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

let companySeq = 0;

/** A company of the given type with its three role rows. */
export async function makeCompany(ctx: AppContext, type: CompanyType = 'owner', name?: string) {
  companySeq += 1;
  return insertCompanyWithRoles(ctx.db, {
    name: name ?? `${type} company ${companySeq}`,
    code: `C${companySeq}-${Date.now() % 100000}`,
    type,
  });
}

let userSeq = 0;

/** A user with a password, in a company with the given roles (employee always). */
export async function makeUser(
  ctx: AppContext,
  opts: {
    companyId?: number;
    roles?: CompanyRole[];
    isSuper?: boolean;
    isOwner?: boolean;
    enabled?: boolean;
    email?: string;
    termsAccepted?: boolean;
    locale?: 'en' | 'fi';
  } = {},
) {
  userSeq += 1;
  const email = opts.email ?? `user${userSeq}-${process.pid}@example.test`;
  const [user] = await ctx.db
    .insert(users)
    .values({
      name: `User ${userSeq}`,
      email,
      passwordHash: await hashPassword(TEST_PASSWORD),
      isSuper: opts.isSuper ?? false,
      isOwner: opts.isOwner ?? false,
      enabled: opts.enabled ?? true,
      termsAcceptedAt: opts.termsAccepted === false ? null : new Date(),
      locale: opts.locale ?? 'en',
    })
    .returning();
  if (opts.companyId) await addUserCompanyRoles(ctx.db, user.id, opts.companyId, opts.roles ?? []);
  return user;
}

export async function findUser(ctx: AppContext, id: number) {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, id));
  return row;
}
