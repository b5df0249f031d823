import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Streams `source` into a private temporary folder, runs `use` on the copy, and removes it however `use` ends. */
export async function withTemporaryCopy<T>(source: () => Promise<Readable>, use: (file: string) => Promise<T>) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'portal-file-'));
  try {
    const file = path.join(dir, 'file');
    await pipeline(await source(), createWriteStream(file));
    return await use(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
