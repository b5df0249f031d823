import { readFile, writeFile } from 'node:fs/promises';
import pg from 'pg';
import { loadConfig } from '../config';
import { migrateDatabase, openDatabase } from '../platform/db/client';
import { seedBase } from '../seed/base-seed';

/**
 * Trees that test against one PostgreSQL server at once (worktrees with different migrations) name
 * their own template, so one run's setup does not drop another's.
 */
export const TEMPLATE_DB = process.env.TEST_TEMPLATE_DB ?? 'portal_test_template';

function urlFor(base: string, database: string): string {
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
}

async function withAdmin<T>(base: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Builds the migrated, seeded template once per test run (vitest globalSetup). */
export async function prepareTemplate(base: string): Promise<void> {
  await withAdmin(base, async (c) => {
    await c.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
    await c.query(`create database ${TEMPLATE_DB}`);
  });
  const database = await openDatabase({ databaseUrl: urlFor(base, TEMPLATE_DB), dataDir: '/tmp' });
  await migrateDatabase(database);
  await seedBase(database.db, loadConfig({}));
  await database.close();
}

/**
 * The same template for the embedded database: a PGlite migrated and seeded once per run, its data
 * directory written to `file` as a tarball. Opening a copy takes about a third of the time of an
 * empty PGlite (initdb) plus migrations and seed.
 */
export async function preparePgliteTemplate(file: string): Promise<void> {
  const database = await openDatabase({ dataDir: '', inMemory: true });
  await migrateDatabase(database);
  await seedBase(database.db, loadConfig({}));
  // Uncompressed: each test file reads it once, and unpacking gzip would cost every file more.
  const tarball = await database.pglite!.dumpDataDir('none');
  await database.close();
  await writeFile(file, new Uint8Array(await tarball.arrayBuffer()));
}

export async function readPgliteTemplate(file: string): Promise<Blob> {
  return new Blob([new Uint8Array(await readFile(file))]);
}

/** A fresh database per test file, copied from the template, so files run in parallel. */
export async function createTestDatabase(base: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `portal_t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await withAdmin(base, async (c) => {
    for (let attempt = 0; ; attempt++) {
      try {
        await c.query(`create database ${name} template ${TEMPLATE_DB}`);
        return;
      } catch (err) {
        // Two files copying the template at the same instant can collide; try again shortly.
        if (attempt > 20) throw err;
        await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
      }
    }
  });
  return {
    url: urlFor(base, name),
    drop: () => withAdmin(base, (c) => c.query(`drop database if exists ${name} with (force)`).then(() => undefined)),
  };
}
