import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { describeStorageContract, HOSTILE_KEYS, keysOf } from '../../test/storage-contract';
import { createStorage } from './create-storage';
import { createLocalStorage } from './local';

/** Total size of every file under `folder`, hidden temp files included: what a put has written so far. */
async function bytesOnDisk(folder: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(folder, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    total += await stat(path.join(entry.parentPath, entry.name)).then(
      (s) => s.size,
      () => 0, // renamed or removed while we looked
    );
  }
  return total;
}

describeStorageContract('local folder', async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'storage-local-'));
  const folder = path.join(dataDir, 'files');
  return {
    // Through the configuration, as the server builds it: no S3_BUCKET means DATA_DIR/files.
    storage: createStorage(loadConfig({ DATA_DIR: dataDir })),
    bytesReceived: () => bytesOnDisk(folder).catch(() => 0),
    // Readable.from's buffer (16 chunks of 64 KB) plus the chunk being written.
    maxReadAhead: 2 * 1024 * 1024,
    close: () => rm(dataDir, { recursive: true, force: true }),
  };
});

describe('local folder storage', () => {
  const made: string[] = [];
  const tempFolder = async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'storage-local-'));
    made.push(folder);
    return folder;
  };
  afterAll(async () => {
    for (const folder of made) await rm(folder, { recursive: true, force: true });
  });

  it('writes nothing outside its folder for hostile keys', async () => {
    const outer = await tempFolder();
    const storage = createLocalStorage(path.join(outer, 'files'));
    for (const key of HOSTILE_KEYS) await storage.put(key, Buffer.from('x')).catch(() => {});
    expect(await readdir(outer)).toEqual([]);
  });

  it('keeps a put in progress out of lists, and removes its temp file when it fails', async () => {
    const folder = await tempFolder();
    const storage = createLocalStorage(folder);
    let listedDuringPut: string[] = [];
    const body = Readable.from(
      (async function* () {
        yield Buffer.from('part one');
        listedDuringPut = await keysOf(storage.list());
        throw new Error('aborted');
      })(),
    );
    await expect(storage.put('docs/a.bin', body)).rejects.toThrow('aborted');
    expect(listedDuringPut).toEqual([]);
    expect(await readdir(path.join(folder, 'docs'))).toEqual([]);
  });

  it('lists files dropped into the folder by hand, but never hidden ones', async () => {
    const folder = await tempFolder();
    await writeFile(path.join(folder, 'stray.txt'), 'x');
    await writeFile(path.join(folder, '.partial.tmp'), 'x');
    const storage = createLocalStorage(folder);
    expect(await keysOf(storage.list())).toEqual(['stray.txt']);
  });

  it('reads the first byte alone', async () => {
    const storage = createLocalStorage(await tempFolder());
    await storage.put('digits', Buffer.from('0123'));
    const stream = await storage.get('digits', { start: 0, end: 0 });
    expect((await buffer(stream)).toString()).toBe('0');
  });

  it('lists nothing, and finds nothing, before the folder exists', async () => {
    const storage = createLocalStorage(path.join(await tempFolder(), 'not-yet'));
    expect(await keysOf(storage.list())).toEqual([]);
    expect(await storage.exists('a')).toBe(false);
  });
});
