import type { Dirent, Stats } from 'node:fs';
import { open, opendir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { isTempFileName, writeFileDurably } from './durable-file';
import {
  assertSafeKey,
  assertSafePrefix,
  assertValidRange,
  type Storage,
  StorageNotFoundError,
  StorageRangeError,
  type StoredFile,
} from './storage';
import { Tally, tallied } from './tally';

/** The local backend always has leftovers to look for (its temp files). */
type LocalStorage = Storage & Required<Pick<Storage, 'leftovers' | 'removeLeftover'>>;

/** Files under one folder (`DATA_DIR/files` by default), one file per key, `/` in a key making sub-folders. */
export function createLocalStorage(folder: string): LocalStorage {
  const root = path.resolve(folder);
  const full = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  return {
    async put(key, body) {
      const target = full(key);
      const tally = new Tally();
      await writeFileDurably(target, tallied(body, tally));
      return tally.result();
    },
    async get(key, range) {
      if (range) assertValidRange(range);
      const target = full(key);
      const handle = await open(target, 'r').catch((err: unknown) => {
        throw isMissing(err) ? new StorageNotFoundError(key) : err;
      });
      try {
        const stats = await handle.stat();
        if (!stats.isFile()) throw new StorageNotFoundError(key);
        if (range && range.start >= stats.size) throw new StorageRangeError(`range starts past the end of ${key}`);
        // The stream closes the handle when it ends or is destroyed.
        return handle.createReadStream({ start: range?.start, end: range?.end });
      } catch (err) {
        await handle.close();
        throw err;
      }
    },
    async withLocalFile(key, use) {
      const target = full(key);
      if (!(await fileStats(target))) throw new StorageNotFoundError(key);
      return use(target);
    },
    async stat(key) {
      const stats = await fileStats(full(key));
      return stats ? { size: stats.size, modifiedAt: stats.mtime } : null;
    },
    async delete(key) {
      await rm(full(key), { force: true });
    },
    async exists(key) {
      return (await fileStats(full(key))) !== null;
    },
    async *list(prefix = '') {
      assertSafePrefix(prefix);
      const start = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : '';
      for await (const file of walk(root, start, 'files')) if (file.key.startsWith(prefix)) yield file;
    },
    leftovers: () => walk(root, '', 'temp'),
    async removeLeftover(leftover) {
      const slash = leftover.lastIndexOf('/');
      const dir = slash < 0 ? '' : leftover.slice(0, slash);
      if (!isTempFileName(leftover.slice(slash + 1))) throw new Error(`not a leftover temp file: ${leftover}`);
      if (dir) assertSafePrefix(`${dir}/`);
      await rm(path.join(root, leftover), { force: true });
    },
  };
}

async function fileStats(target: string): Promise<Stats | null> {
  try {
    const stats = await stat(target);
    return stats.isFile() ? stats : null;
  } catch (err) {
    if (isMissing(err)) return null;
    throw err;
  }
}

/**
 * Every file below `root/dir`, streamed folder by folder: the stored files, or the hidden temp
 * files of puts still in progress or left by a crash (`durable-file.ts`).
 */
async function* walk(root: string, dir: string, kind: 'files' | 'temp'): AsyncGenerator<StoredFile> {
  let entries: AsyncIterable<Dirent>;
  try {
    entries = await opendir(path.join(root, dir));
  } catch (err) {
    if (isMissing(err)) return;
    throw err;
  }
  for await (const entry of entries) {
    const key = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory() && !entry.name.startsWith('.')) {
      yield* walk(root, key, kind);
    } else if (entry.isFile() && (kind === 'temp' ? isTempFileName(entry.name) : !entry.name.startsWith('.'))) {
      // A file deleted since the folder was read is simply not listed.
      const stats = await fileStats(path.join(root, key));
      if (stats) yield { key, size: stats.size, modifiedAt: stats.mtime };
    }
  }
}

function isMissing(err: unknown): boolean {
  const code = err instanceof Error && 'code' in err ? err.code : undefined;
  return code === 'ENOENT' || code === 'ENOTDIR';
}
