import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../platform/db/rows';
import { loginFailures } from '../../platform/db/schema';
import { createTestApp, makeUser, TEST_PASSWORD, type TestApp } from '../../test/harness';
import { LOGIN_FAILURES_PRUNE_JOB, pruneLoginFailures } from './login-failures.job';

const PER_ADDRESS = 3;
const WINDOW_MINUTES = 15;
const throttle = {
  LOGIN_MAX_FAILURES_PER_ACCOUNT: 100,
  LOGIN_MAX_FAILURES_PER_ADDRESS: PER_ADDRESS,
  LOGIN_THROTTLE_MINUTES: WINDOW_MINUTES,
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
  return app.app.inject({
    method: 'POST',
    url: '/api/v1/authenticate',
    remoteAddress: opts.remote,
    headers: opts.forwardedFor ? { 'x-forwarded-for': opts.forwardedFor } : {},
    payload: { email, password: opts.password ?? 'wrong-wrong-1', isPortal: true },
  });
}

describe('failures per address', () => {
  it('answers 429 with Retry-After once one address has failed on several accounts', async () => {
    const remote = '198.51.100.10';
    for (let i = 0; i < PER_ADDRESS; i++) {
      const account = await makeUser(t.ctx);
      expect((await signIn(t, account.email, { remote })).statusCode).toBe(401);
    }
    const fresh = await makeUser(t.ctx);
    const blocked = await signIn(t, fresh.email, { remote, password: TEST_PASSWORD });
    expect(blocked.statusCode).toBe(429);
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(WINDOW_MINUTES * 60);
    // Another address is not held back.
    expect((await signIn(t, fresh.email, { remote: '198.51.100.11', password: TEST_PASSWORD })).statusCode).toBe(200);
  });

  it('ignores a forged X-Forwarded-For while TRUST_PROXY is off', async () => {
    const remote = '198.51.100.20';
    for (let i = 0; i < PER_ADDRESS; i++) {
      const account = await makeUser(t.ctx);
      const res = await signIn(t, account.email, { remote, forwardedFor: `203.0.113.${i + 1}` });
      expect(res.statusCode).toBe(401);
    }
    const fresh = await makeUser(t.ctx);
    const forged = await signIn(t, fresh.email, { remote, forwardedFor: '203.0.113.99', password: TEST_PASSWORD });
    expect(forged.statusCode).toBe(429);
  });

  it('counts the forwarded client address behind a trusted proxy', async () => {
    for (let i = 0; i < PER_ADDRESS; i++) {
      const account = await makeUser(behindProxy.ctx);
      const res = await signIn(behindProxy, account.email, { remote: PROXY, forwardedFor: '203.0.113.50' });
      expect(res.statusCode).toBe(401);
    }
    const fresh = await makeUser(behindProxy.ctx);
    const sameClient = await signIn(behindProxy, fresh.email, {
      remote: PROXY,
      forwardedFor: '203.0.113.50',
      password: TEST_PASSWORD,
    });
    expect(sameClient.statusCode).toBe(429);
    const otherClient = await signIn(behindProxy, fresh.email, {
      remote: PROXY,
      forwardedFor: '203.0.113.51',
      password: TEST_PASSWORD,
    });
    expect(otherClient.statusCode).toBe(200);
  });
});

describe('pruning', () => {
  it('deletes failures older than the throttle window and keeps the recent ones', async () => {
    const now = new Date();
    const old = new Date(now.getTime() - (WINDOW_MINUTES + 1) * 60_000);
    await t.ctx.db.insert(loginFailures).values([
      { key: 'address:old.test', failedAt: old },
      { key: 'address:recent.test', failedAt: new Date(now.getTime() - 60_000) },
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
