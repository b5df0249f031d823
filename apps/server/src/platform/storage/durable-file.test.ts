import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { writeFileDurably } from './durable-file';

// Records fsyncs and renames, in order, to check the steps that make a put survive a crash.
const steps: string[] = [];
let root = '';
const label = (p: string) => {
  const relative = path.relative(root, String(p)) || '.';
  return path.basename(relative).endsWith('.tmp') ? 'temp' : relative;
};

vi.mock('node:fs/promises', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:fs/promises')>();
  return {
    ...real,
    open: async (...args: Parameters<typeof real.open>) => {
      const handle = await real.open(...args);
      const name = label(String(args[0]));
      return new Proxy(handle, {
        get(target, prop) {
          if (prop === 'sync') {
            return async () => {
              steps.push(`sync ${name}`);
              await target.sync();
            };
          }
          const value = Reflect.get(target, prop);
          return typeof value === 'function' ? value.bind(target) : value;
        },
      });
    },
    rename: async (from: string, to: string) => {
      steps.push(`rename ${label(from)} -> ${label(to)}`);
      await real.rename(from, to);
    },
  };
});

async function* chunks(...parts: string[]) {
  for (const part of parts) yield Buffer.from(part);
}

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'durable-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

it('syncs new folders, then the file, renames it into place, then syncs its folder', async () => {
  steps.length = 0;
  await writeFileDurably(path.join(root, 'a/b/file.bin'), chunks('hello ', 'world'));
  expect(steps).toEqual(['sync a', 'sync .', 'sync temp', 'rename temp -> a/b/file.bin', 'sync a/b']);
  expect(await readFile(path.join(root, 'a/b/file.bin'), 'utf8')).toBe('hello world');
});

it('syncs no parent again when the folder already exists', async () => {
  steps.length = 0;
  await writeFileDurably(path.join(root, 'a/b/second.bin'), chunks('x'));
  expect(steps).toEqual(['sync temp', 'rename temp -> a/b/second.bin', 'sync a/b']);
});

it('never renames a failed write into place', async () => {
  steps.length = 0;
  async function* failing() {
    yield Buffer.from('half');
    throw new Error('stream broke');
  }
  await expect(writeFileDurably(path.join(root, 'a/b/broken.bin'), failing())).rejects.toThrow('stream broke');
  expect(steps).toEqual([]);
  await expect(readFile(path.join(root, 'a/b/broken.bin'))).rejects.toThrow(/ENOENT/);
});
