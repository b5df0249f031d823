import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';

// Runs when TEST_DATABASE_URL names a PostgreSQL server, like the other server-only tests.
const url = process.env.TEST_DATABASE_URL;

describe.runIf(url)('losing idle database connections', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reports the loss and keeps answering on new connections, as after a server restart', async () => {
    const pool = t.ctx.database.pool;
    if (!pool) throw new Error('expected a PostgreSQL pool');
    // Fill the pool with idle connections first.
    await Promise.all(Array.from({ length: 3 }, () => pool.query('select pg_sleep(0.05)')));
    const [{ name }] = (await pool.query<{ name: string }>('select current_database() as name')).rows;
    expect(pool.idleCount).toBeGreaterThan(0);
    const lost: Error[] = [];
    pool.on('error', (error) => lost.push(error));

    // Another session ends every connection this pool holds, as an administrator or a restart would.
    const pg = await import('pg');
    const admin = new pg.default.Client({ connectionString: url });
    await admin.connect();
    const idleWhenEnded = pool.idleCount;
    try {
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
    } finally {
      await admin.end();
    }

    // Each idle connection hears of its end on its own socket, a few milliseconds apart, and the pool
    // drops each one as it does. Once all have, the next request must get a fresh connection.
    await vi.waitFor(() => expect(lost.length >= idleWhenEnded || pool.idleCount === 0).toBe(true), { timeout: 5000 });
    expect(lost.length).toBeGreaterThan(0);
    expect(lost[0]?.message).toMatch(/terminat/i);
    const res = await t.api.configuration.health();
    expect(res.status).toBe(200);
  });
});
