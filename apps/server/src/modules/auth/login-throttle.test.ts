import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../platform/db/rows';
import { loginFailures } from '../../platform/db/schema';
import { createTestApp, makeUser, TEST_PASSWORD, type TestApp } from '../../test/harness';
import { PASSWORD_RESET_JOB } from './auth.service';
import { LOGIN_FAILURES_PRUNE_JOB, pruneLoginFailures } from './login-failures.job';

const PER_PAIR = 2;
const PER_ACCOUNT = 4;
const PER_ADDRESS = 3;
const RESETS_PER_ADDRESS = 2;
const WINDOW_MINUTES = 15;
const ACCOUNT_WINDOW_MINUTES = 60;
const throttle = {
  LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS: PER_PAIR,
  LOGIN_MAX_FAILURES_PER_ACCOUNT: PER_ACCOUNT,
  LOGIN_ACCOUNT_THROTTLE_MINUTES: ACCOUNT_WINDOW_MINUTES,
  LOGIN_MAX_FAILURES_PER_ADDRESS: PER_ADDRESS,
  LOGIN_THROTTLE_MINUTES: WINDOW_MINUTES,
  PASSWORD_RESET_MAX_PER_ADDRESS: RESETS_PER_ADDRESS,
};
const PROXY = '192.0.2.1';

let t: TestApp;
let behindProxy: TestApp;

beforeAll(async () => {
  t = await createTestApp({ workers: true, config: throttle });
  behindProxy = await createTestApp({ config: { ...throttle, TRUST_PROXY: PROXY } });
});
afterAll(async () => {
  await t.close();
  await behindProxy.close();
});

/** A sign-in from `remote` (the TCP peer), optionally with an X-Forwarded-For header. */
function signIn(app: TestApp, email: string, opts: { remote: string; forwardedFor?: string; password?: string }) {
  return app.api.auth.authenticate(
    { body: { email, password: opts.password ?? 'wrong-wrong-1', isPortal: true } },
    { remoteAddress: opts.remote, headers: opts.forwardedFor ? { 'x-forwarded-for': opts.forwardedFor } : {} },
  );
}

/** A reset request from `remote`. */
function requestReset(app: TestApp, email: string, remote: string) {
  return app.api.auth.resetPassword({ body: { email } }, { remoteAddress: remote });
}

async function countResetJobs(app: TestApp): Promise<number> {
  const [row] = await selectRows<{ n: number }>(
    app.ctx.db,
    sql`select count(*)::int as n from pgboss.job where name = ${PASSWORD_RESET_JOB}`,
  );
  return row.n;
}

describe('failures per account', () => {
  it('holds back the address that guessed, not the person signing in from elsewhere', async () => {
    const user = await makeUser(t.ctx);
    for (let i = 0; i < PER_PAIR; i++) {
      expect((await signIn(t, user.email, { remote: '198.51.100.30' })).status).toBe(401);
    }
    const guesser = await signIn(t, user.email, { remote: '198.51.100.30', password: TEST_PASSWORD });
    expect(guesser.status).toBe(429);
    expect(Number(guesser.headers['retry-after'])).toBeGreaterThan(0);
    // The owner of the account, at their own computer, is not locked out.
    expect((await signIn(t, user.email, { remote: '198.51.100.31', password: TEST_PASSWORD })).status).toBe(200);
  });

  it('stops a guess spread over many addresses at the per-account ceiling', async () => {
    const user = await makeUser(t.ctx);
    for (let i = 0; i < PER_ACCOUNT; i++) {
      expect((await signIn(t, user.email, { remote: `198.51.100.${40 + i}` })).status).toBe(401);
    }
    const blocked = await signIn(t, user.email, { remote: '198.51.100.60', password: TEST_PASSWORD });
    expect(blocked.status).toBe(429);
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(WINDOW_MINUTES * 60);
    expect(retryAfter).toBeLessThanOrEqual(ACCOUNT_WINDOW_MINUTES * 60);
  });
});

describe('reset requests', () => {
  it('do the same work whether or not the account exists: one queued job each, the same answer', async () => {
    const user = await makeUser(t.ctx);
    const before = await countResetJobs(t);
    const known = await requestReset(t, user.email, '198.51.100.70');
    const after = await countResetJobs(t);
    const unknown = await requestReset(t, 'nobody-here@example.test', '198.51.100.71');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(after - before).toBe(1);
    expect((await countResetJobs(t)) - after).toBe(1);
  });

  it('are throttled per address, with Retry-After', async () => {
    for (let i = 0; i < RESETS_PER_ADDRESS; i++) {
      expect((await requestReset(t, `r${i}@example.test`, '198.51.100.80')).status).toBe(200);
    }
    const blocked = await requestReset(t, 'r9@example.test', '198.51.100.80');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await requestReset(t, 'r9@example.test', '198.51.100.81')).status).toBe(200);
  });

  it('refuse NUL and lone surrogates with 422, as sign-in does', async () => {
    for (const bad of ['a\u0000b@example.test', 'a\ud800@example.test']) {
      expect((await requestReset(t, bad, '198.51.100.90')).status).toBe(422);
      const signInRes = await t.api.auth.authenticate(
        { body: { email: 'someone@example.test', password: bad } },
        { remoteAddress: '198.51.100.91' },
      );
      expect(signInRes.status).toBe(422);
      const badEmail = await signIn(t, bad, { remote: '198.51.100.92' });
      expect(badEmail.status).toBe(422);
    }
  });
});

describe('failures per address', () => {
  it('answers 429 with Retry-After once one address has failed on several accounts', async () => {
    const remote = '198.51.100.10';
    for (let i = 0; i < PER_ADDRESS; i++) {
      const account = await makeUser(t.ctx);
      expect((await signIn(t, account.email, { remote })).status).toBe(401);
    }
    const fresh = await makeUser(t.ctx);
    const blocked = await signIn(t, fresh.email, { remote, password: TEST_PASSWORD });
    expect(blocked.status).toBe(429);
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(WINDOW_MINUTES * 60);
    // Another address is not held back.
    expect((await signIn(t, fresh.email, { remote: '198.51.100.11', password: TEST_PASSWORD })).status).toBe(200);
  });

  it('ignores a forged X-Forwarded-For while TRUST_PROXY is off', async () => {
    const remote = '198.51.100.20';
    for (let i = 0; i < PER_ADDRESS; i++) {
      const account = await makeUser(t.ctx);
      const res = await signIn(t, account.email, { remote, forwardedFor: `203.0.113.${i + 1}` });
      expect(res.status).toBe(401);
    }
    const fresh = await makeUser(t.ctx);
    const forged = await signIn(t, fresh.email, { remote, forwardedFor: '203.0.113.99', password: TEST_PASSWORD });
    expect(forged.status).toBe(429);
  });

  it('counts the forwarded client address behind a trusted proxy', async () => {
    for (let i = 0; i < PER_ADDRESS; i++) {
      const account = await makeUser(behindProxy.ctx);
      const res = await signIn(behindProxy, account.email, { remote: PROXY, forwardedFor: '203.0.113.50' });
      expect(res.status).toBe(401);
    }
    const fresh = await makeUser(behindProxy.ctx);
    const sameClient = await signIn(behindProxy, fresh.email, {
      remote: PROXY,
      forwardedFor: '203.0.113.50',
      password: TEST_PASSWORD,
    });
    expect(sameClient.status).toBe(429);
    const otherClient = await signIn(behindProxy, fresh.email, {
      remote: PROXY,
      forwardedFor: '203.0.113.51',
      password: TEST_PASSWORD,
    });
    expect(otherClient.status).toBe(200);
  });
});

describe('pruning', () => {
  it('deletes failures older than the longest throttle window and keeps the recent ones', async () => {
    const now = new Date();
    // Rows count for the longest window (the per-account hour), no shorter.
    const old = new Date(now.getTime() - (ACCOUNT_WINDOW_MINUTES + 1) * 60_000);
    await t.ctx.db.insert(loginFailures).values([
      { key: 'address:old.test', failedAt: old },
      { key: 'address:recent.test', failedAt: new Date(now.getTime() - (WINDOW_MINUTES + 1) * 60_000) },
    ]);
    await pruneLoginFailures(t.ctx, now);
    const keys = (await t.ctx.db.select().from(loginFailures)).map((r) => r.key);
    expect(keys).not.toContain('address:old.test');
    expect(keys).toContain('address:recent.test');
  });

  it('is scheduled by the worker', async () => {
    const [row] = await selectRows<{ n: number }>(
      t.ctx.db,
      sql`select count(*)::int as n from pgboss.job where name = ${LOGIN_FAILURES_PRUNE_JOB}`,
    );
    expect(row.n).toBeGreaterThan(0);
  });
});
