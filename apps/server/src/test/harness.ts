import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { CompanyRole, CompanyType } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { type App, buildApp } from '../app';
import type { AppContext } from '../app-context';
import { type Config, loadConfig } from '../config';
import { closeContext, createContext } from '../context';
import { addUserCompanyRoles, insertCompanyWithRoles } from '../modules/companies/company-roles.repo';
import { issueToken } from '../platform/auth/sessions';
import { users } from '../platform/db/schema';
import { startWorkers } from '../workers';
import { checkAnswerContract } from './answer-contract';
import { type ApiClient, createApiClient } from './api-client';
import { type CapturedMail, startMailCapture } from './mail-capture';
import { createTestDatabase, readPgliteTemplate } from './test-database';

export const TEST_PASSWORD = 'test-password-1';
/**
 * argon2id of TEST_PASSWORD, made once: hashing it for every test user cost tens of milliseconds
 * a user on a busy machine. The sign-in tests verify it like any stored hash.
 */
const TEST_PASSWORD_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$hw+GYgkYrPbdKRZwU9epqA$mJyNfu3QlDSTq7xeWATd/4R7w++QqYEIK78wCUNhS78';
const silent = { info() {}, error() {} };

type RawOptions = { token?: string; body?: unknown; headers?: Record<string, string> };
type RawCall = (method: InjectOptions['method'], url: string, opts?: RawOptions) => Promise<LightMyRequestResponse>;

export interface TestApp {
  app: App;
  ctx: AppContext;
  mails: CapturedMail[];
  /** The typed client, anonymous: `t.api.configuration.get()`. */
  api: ApiClient;
  /** The typed client signed in with `token` (or a role's user): `t.as(admin).folders.create({ params, body })`. */
  as(caller: string | { token?: string } | undefined): ApiClient;
  /**
   * A call written by hand, for the tests that send what no declaration allows (malformed paths,
   * methods and bodies, unknown URLs). Every other test goes through `api` / `as`.
   */
  raw: RawCall;
  /** @deprecated The old name of `raw`, kept while test files written against it are converted. */
  call: RawCall;
  /** Signs in through the API (argon2 and all); `signInEveryRole` and `tokenFor` are the cheap way. */
  login(email: string, password?: string): Promise<string>;
  /** A live session for a user, issued without the sign-in call. */
  tokenFor(userId: number): Promise<string>;
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
 * A complete portal on a fresh database copied from the run's migrated, seeded template: on the
 * PostgreSQL server named by TEST_DATABASE_URL (one database per test file) or in-memory PGlite.
 * Mail goes to a real in-process SMTP server.
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
  const templateFile = usePostgres ? '' : inject('pgliteTemplate');
  const ctx = await createContext(config, silent, {
    inMemoryDb: true,
    // No template (a PostgreSQL run that forces PGlite): migrate and seed an empty one.
    pgliteTemplate: templateFile ? await readPgliteTemplate(templateFile) : undefined,
  });
  if (opts.workers) await startWorkers(ctx);
  const app = await buildApp(ctx, { logger: false });
  await app.ready();

  const raw: RawCall = async (method, url, o = {}) => {
    const res = await app.inject({
      method,
      url,
      headers: { ...(o.token ? { authorization: `Bearer ${o.token}` } : {}), ...o.headers },
      ...(o.body === undefined ? {} : { payload: o.body as InjectOptions['payload'] }),
    });
    checkAnswerContract(app, String(method), url, res);
    return res;
  };
  const clients = new Map<string | undefined, ApiClient>();
  const as: TestApp['as'] = (caller) => {
    const token = typeof caller === 'object' ? caller.token : caller;
    let client = clients.get(token);
    if (!client) {
      client = createApiClient(app, token);
      clients.set(token, client);
    }
    return client;
  };

  return {
    app,
    ctx,
    mails: smtp.mails,
    api: as(undefined),
    as,
    raw,
    call: raw,
    async login(email, password = TEST_PASSWORD) {
      const res = await as(undefined).auth.authenticate({ body: { email, password, isPortal: true } });
      if (res.status !== 200) throw new Error(`login ${email} failed: ${res.status} ${res.body}`);
      return res.data.user.token;
    },
    async tokenFor(userId) {
      return (await issueToken(ctx.db, userId, config.SESSION_LIFETIME_MINUTES)).token;
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

/** A company of the given type with its three role rows, and always a code. */
export async function makeCompany(ctx: AppContext, type: CompanyType = 'owner', name?: string) {
  companySeq += 1;
  const code = `C${companySeq}-${Date.now() % 100000}`;
  const company = await insertCompanyWithRoles(ctx.db, { name: name ?? `${type} company ${companySeq}`, code, type });
  return { ...company, code };
}

let userSeq = 0;

export interface UserSpec {
  companyId?: number;
  roles?: CompanyRole[];
  isSuper?: boolean;
  isOwner?: boolean;
  enabled?: boolean;
  email?: string;
  termsAccepted?: boolean;
  locale?: 'en' | 'fi';
}

/** A user with TEST_PASSWORD, in a company with the given roles (employee always). */
export async function makeUser(ctx: AppContext, opts: UserSpec = {}) {
  userSeq += 1;
  const email = opts.email ?? `user${userSeq}-${process.pid}@example.test`;
  const [user] = await ctx.db
    .insert(users)
    .values({
      name: `User ${userSeq}`,
      email,
      passwordHash: TEST_PASSWORD_HASH,
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
