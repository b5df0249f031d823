import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Storage, StorageNotFoundError, StorageRangeError } from '../platform/storage/storage';

/** One backend under test, as its test file sets it up. */
export interface ContractTarget {
  storage: Storage;
  /** Bytes the backend has taken in so far (on disk or over the wire): how far a put has got. */
  bytesReceived(): Promise<number>;
  /** The most a put may read ahead of what it has handed on (its buffering). */
  maxReadAhead: number;
  close(): Promise<void>;
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const read = async (storage: Storage, key: string, range?: { start: number; end?: number }) =>
  buffer(await storage.get(key, range));
/** The keys a list yields, sorted. */
export const keysOf = async (files: AsyncIterable<{ key: string }>) => {
  const keys: string[] = [];
  for await (const file of files) keys.push(file.key);
  return keys.sort();
};

export const HOSTILE_KEYS = [
  '',
  '/etc/passwd',
  '../outside',
  'a/../../outside',
  'a/..',
  '..',
  '.hidden',
  'a/.hidden',
  'a//b',
  'a/',
  '/',
  'a\\..\\..\\outside',
  'C:\\outside',
  'a\0b',
  '%2e%2e/outside',
  'a b',
  'ä',
  'x'.repeat(1025),
  `a/${'x'.repeat(256)}`,
];

/** The behaviour every Storage backend promises; each backend's test file runs it. */
export function describeStorageContract(name: string, setup: () => Promise<ContractTarget>): void {
  describe(`Storage contract: ${name}`, () => {
    let target: ContractTarget | undefined;
    beforeAll(async () => {
      target = await setup();
    });
    afterAll(async () => {
      await target?.close();
    });
    const current = () => {
      if (!target) throw new Error('the storage contract runs after its setup');
      return target;
    };
    describeReadsAndWrites(current);
    describeFailuresAndLimits(current);
  });
}

/** Put, get, ranges, stat, delete, local paths and lists. */
function describeReadsAndWrites(current: () => ContractTarget): void {
  describe('reads and writes', () => {
    let storage: Storage;
    beforeAll(() => {
      storage = current().storage;
    });

    it('accepts the keys the server makes, base64url names included', async () => {
      for (const key of ['user-photos/7/-Ab_9x.jpg', 'documents/12/_x/thumb-small.webp', 'a', 'A-1_b.c.d']) {
        await storage.put(key, Buffer.from(key));
        expect((await read(storage, key)).toString()).toBe(key);
      }
    });

    it('puts a buffer and gets the same bytes back, answering size and sha256', async () => {
      const bytes = Buffer.from('hello, storage\n');
      expect(await storage.put('basic/hello.txt', bytes, 'text/plain')).toEqual({
        size: bytes.length,
        sha256: sha256(bytes),
      });
      expect(await read(storage, 'basic/hello.txt')).toEqual(bytes);
    });

    it('puts a stream, including an empty one, and replaces a file put again', async () => {
      const parts = [Buffer.from('one,'), Buffer.from('two,'), Buffer.from('three')];
      const whole = Buffer.concat(parts);
      expect(await storage.put('stream/file.csv', Readable.from(parts))).toEqual({
        size: whole.length,
        sha256: sha256(whole),
      });
      expect(await read(storage, 'stream/file.csv')).toEqual(whole);

      expect(await storage.put('stream/empty', Readable.from([]))).toEqual({
        size: 0,
        sha256: sha256(Buffer.alloc(0)),
      });
      expect(await read(storage, 'stream/empty')).toEqual(Buffer.alloc(0));

      await storage.put('stream/file.csv', Buffer.from('replaced'));
      expect((await read(storage, 'stream/file.csv')).toString()).toBe('replaced');
    });

    it('gets byte ranges, clamping an end past the file and refusing a start past it', async () => {
      await storage.put('range/digits', Buffer.from('0123456789'));
      expect((await read(storage, 'range/digits', { start: 2, end: 5 })).toString()).toBe('2345');
      expect((await read(storage, 'range/digits', { start: 7 })).toString()).toBe('789');
      // One byte (not `0-0`: s3rver 3.7 reads an end of 0 as "to the end"; real S3 does not).
      expect((await read(storage, 'range/digits', { start: 1, end: 1 })).toString()).toBe('1');
      expect((await read(storage, 'range/digits', { start: 8, end: 100 })).toString()).toBe('89');
      await expect(storage.get('range/digits', { start: 10 })).rejects.toBeInstanceOf(StorageRangeError);
      await expect(storage.get('range/digits', { start: 5, end: 4 })).rejects.toBeInstanceOf(StorageRangeError);
      await expect(storage.get('range/digits', { start: -1 })).rejects.toBeInstanceOf(StorageRangeError);
    });

    it('tells whether a file exists, its size, and deletes it (deleting twice is fine)', async () => {
      expect(await storage.exists('life/file')).toBe(false);
      expect(await storage.stat('life/file')).toBeNull();
      await expect(storage.get('life/file')).rejects.toBeInstanceOf(StorageNotFoundError);

      await storage.put('life/file', Buffer.from('12345'));
      expect(await storage.exists('life/file')).toBe(true);
      const stat = await storage.stat('life/file');
      expect(stat?.size).toBe(5);
      expect(stat?.modifiedAt).toBeInstanceOf(Date);
      // A folder-like prefix is not a file.
      expect(await storage.exists('life')).toBe(false);

      await storage.delete('life/file');
      await storage.delete('life/file');
      expect(await storage.exists('life/file')).toBe(false);
      await expect(storage.get('life/file')).rejects.toBeInstanceOf(StorageNotFoundError);
    });

    it('lends a local path holding the bytes, and refuses a missing key', async () => {
      const bytes = Buffer.from('pixels, as sharp would read them');
      await storage.put('local/photo.jpg', bytes);
      expect(await storage.withLocalFile('local/photo.jpg', (file) => readFile(file))).toEqual(bytes);
      await expect(storage.withLocalFile('local/missing.jpg', async () => 'used')).rejects.toBeInstanceOf(
        StorageNotFoundError,
      );
    });

    it('lists every key, or those under a prefix, with sizes', async () => {
      await storage.put('list/a/1.txt', Buffer.from('a'));
      await storage.put('list/a/deep/2.txt', Buffer.from('bb'));
      await storage.put('list/b.txt', Buffer.from('ccc'));
      expect(await keysOf(storage.list('list/'))).toEqual(['list/a/1.txt', 'list/a/deep/2.txt', 'list/b.txt']);
      expect(await keysOf(storage.list('list/a/'))).toEqual(['list/a/1.txt', 'list/a/deep/2.txt']);
      expect(await keysOf(storage.list('list/a/de'))).toEqual(['list/a/deep/2.txt']);
      expect(await keysOf(storage.list('list/none/'))).toEqual([]);
      const all = await keysOf(storage.list());
      expect(all).toEqual(expect.arrayContaining(['list/a/1.txt', 'list/b.txt', 'basic/hello.txt']));
      const sizes: Record<string, number> = {};
      for await (const file of storage.list('list/')) sizes[file.key] = file.size;
      expect(sizes).toEqual({ 'list/a/1.txt': 1, 'list/a/deep/2.txt': 2, 'list/b.txt': 3 });
    });
  });
}

/** A body that fails, a large streamed put, and hostile keys. */
function describeFailuresAndLimits(current: () => ContractTarget): void {
  describe('failures and limits', () => {
    let target: ContractTarget;
    let storage: Storage;
    beforeAll(() => {
      target = current();
      storage = target.storage;
    });

    it('leaves nothing behind when the body fails half-way', async () => {
      const failing = Readable.from(
        (async function* () {
          yield Buffer.alloc(64 * 1024, 1);
          throw new Error('client went away');
        })(),
      );
      await expect(storage.put('failed/upload.bin', failing)).rejects.toThrow('client went away');
      expect(await storage.exists('failed/upload.bin')).toBe(false);
      expect(await keysOf(storage.list('failed/'))).toEqual([]);
    });

    it('streams a 20 MB put without reading far ahead of what is stored', async () => {
      const total = 20 * 1024 * 1024;
      const chunkSize = 64 * 1024;
      const expected = createHash('sha256');
      let produced = 0;
      let maxAhead = 0;
      const before = await target.bytesReceived();
      async function* source() {
        for (let i = 0; produced < total; i++) {
          maxAhead = Math.max(maxAhead, produced - ((await target.bytesReceived()) - before));
          const chunk = Buffer.alloc(chunkSize, i % 251);
          expected.update(chunk);
          produced += chunk.length;
          yield chunk;
        }
      }
      const result = await storage.put('big/twenty.bin', Readable.from(source()));
      expect(result).toEqual({ size: total, sha256: expected.digest('hex') });
      expect(maxAhead).toBeLessThan(target.maxReadAhead);
      expect((await storage.stat('big/twenty.bin'))?.size).toBe(total);
      const tail = await read(storage, 'big/twenty.bin', { start: total - 3 });
      expect(tail).toEqual(Buffer.alloc(3, (total / chunkSize - 1) % 251));
    });

    it('refuses hostile keys and prefixes before touching anything', async () => {
      for (const key of HOSTILE_KEYS) {
        await expect(storage.put(key, Buffer.from('x')), key).rejects.toThrow(/unsafe storage key/);
        await expect(storage.get(key), key).rejects.toThrow(/unsafe storage key/);
        await expect(storage.stat(key), key).rejects.toThrow(/unsafe storage key/);
        await expect(storage.exists(key), key).rejects.toThrow(/unsafe storage key/);
        await expect(storage.delete(key), key).rejects.toThrow(/unsafe storage key/);
      }
      for (const prefix of ['../', '/', '/etc/', 'a/../', '.hidden/']) {
        await expect(keysOf(storage.list(prefix)), prefix).rejects.toThrow(/unsafe storage prefix/);
      }
    });
  });
}
