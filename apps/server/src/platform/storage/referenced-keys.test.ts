import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database';
import { type Database, migrateDatabase, openDatabase } from '../db/client';
import { users } from '../db/schema';
import { referencedKeys, userPhotoKeys } from './referenced-keys';

let database: Database;
let copy: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
beforeAll(async () => {
  // A copy of the migrated template when a PostgreSQL server is given (fast), else in-memory PGlite.
  const base = process.env.TEST_DATABASE_URL;
  copy = base ? await createTestDatabase(base) : undefined;
  database = await openDatabase({ databaseUrl: copy?.url, dataDir: '/nonexistent', inMemory: true });
  if (!copy) await migrateDatabase(database);
  await database.db.insert(users).values([
    { name: 'With photo', email: 'a@example.com', photoKey: 'user-photos/1/abc.jpg', photoMime: 'image/jpeg' },
    { name: 'Without photo', email: 'b@example.com' },
  ]);
});
afterAll(async () => {
  await database?.close();
  await copy?.drop();
});

const collect = async (keys: AsyncIterable<string>) => {
  const all: string[] = [];
  for await (const key of keys) all.push(key);
  return all;
};

it("answers users' photo keys, and only set ones", async () => {
  expect(await collect(userPhotoKeys(database.db))).toEqual(['user-photos/1/abc.jpg']);
});

it('joins every source', async () => {
  async function* more() {
    yield 'documents/1/file.pdf';
  }
  expect(await collect(referencedKeys(database.db, [userPhotoKeys, more]))).toEqual([
    'user-photos/1/abc.jpg',
    'documents/1/file.pdf',
  ]);
});
