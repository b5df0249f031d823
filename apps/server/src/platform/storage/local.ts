import { createReadStream, createWriteStream } from 'node:fs';
import { access, mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { randomSecret } from '../auth/secrets';
import { assertSafeKey, type Storage } from './storage';

export function createLocalStorage(root: string): Storage {
  const full = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  return {
    async put(key, body) {
      const target = full(key);
      await mkdir(path.dirname(target), { recursive: true });
      // Write beside the target, then rename, so a reader never sees half a file.
      const temp = `${target}.${randomSecret(6)}.part`;
      await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, createWriteStream(temp));
      await rename(temp, target);
    },
    async get(key) {
      const target = full(key);
      await access(target);
      return createReadStream(target);
    },
    async delete(key) {
      await rm(full(key), { force: true });
    },
    async exists(key) {
      try {
        await access(full(key));
        return true;
      } catch {
        return false;
      }
    },
  };
}
