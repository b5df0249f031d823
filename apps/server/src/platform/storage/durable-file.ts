import { randomBytes } from 'node:crypto';
import { type FileHandle, mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';

const TEMP_SUFFIX = '.tmp';

/** The name of a temp file `writeFileDurably` makes (one a crash may leave behind). */
export function isTempFileName(name: string): boolean {
  return /^\.[0-9a-f]{16}\.tmp$/.test(name);
}

/**
 * Writes `chunks` to `target` so that the file is on disk when this resolves: into a hidden temp
 * file in the same folder, fsync it, rename it into place (atomic: a reader sees the old file or
 * the new one, never half), then fsync the folder so the rename itself survives a crash. Folders it
 * had to create are synced into their parents too. On any failure the temp file is removed.
 */
export async function writeFileDurably(target: string, chunks: AsyncIterable<Uint8Array>): Promise<void> {
  const dir = path.dirname(target);
  const firstCreated = await mkdir(dir, { recursive: true });
  if (firstCreated) await syncNewFolders(firstCreated, dir);
  // Keys never start with a dot, so a temp name cannot collide with a key and lists skip it.
  const temp = path.join(dir, `.${randomBytes(8).toString('hex')}${TEMP_SUFFIX}`);
  const handle = await open(temp, 'wx');
  try {
    for await (const chunk of chunks) await writeAll(handle, chunk);
    await handle.sync();
    await handle.close();
    await rename(temp, target);
  } catch (err) {
    await handle.close().catch(() => {});
    await rm(temp, { force: true });
    throw err;
  }
  await syncFolder(dir);
}

async function writeAll(handle: FileHandle, chunk: Uint8Array): Promise<void> {
  let offset = 0;
  while (offset < chunk.byteLength) {
    const { bytesWritten } = await handle.write(chunk, offset, chunk.byteLength - offset);
    offset += bytesWritten;
  }
}

/** mkdir made `firstCreated` and everything below it down to `deepest`: make each new entry durable. */
async function syncNewFolders(firstCreated: string, deepest: string): Promise<void> {
  let folder = deepest;
  while (true) {
    const parent = path.dirname(folder);
    await syncFolder(parent);
    if (folder === firstCreated || parent === folder) return;
    folder = parent;
  }
}

async function syncFolder(folder: string): Promise<void> {
  const handle = await open(folder, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
