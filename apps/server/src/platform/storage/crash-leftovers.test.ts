import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareFiles, formatReport, hasMismatches } from './file-check';
import { createLocalStorage } from './local';

/*
 * Issue 16, "check-files misses crash leftovers": a process killed while a put was writing leaves
 * the hidden temp file of that put; `npm run check-files` lists it like other orphans once it is
 * older than the grace time, and `--delete-leftovers` removes it.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const tsx = path.resolve(here, '../../../../../node_modules/.bin/tsx');
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-leftovers-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

/** A process that starts a put of a file that never ends, says so, and is then killed (-9). */
async function crashMidPut(filesDir: string): Promise<void> {
  const script = `
    import { Readable } from 'node:stream';
    import { createLocalStorage } from ${JSON.stringify(path.join(here, 'local.ts'))};
    const body = new Readable({ read() {} });
    body.push(Buffer.alloc(64 * 1024, 1));
    void createLocalStorage(${JSON.stringify(filesDir)}).put('documents/4/photo.jpg', body);
    setInterval(() => process.stdout.write('writing\\n'), 50);
  `;
  const child: ChildProcess = spawn(tsx, ['--eval', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    child.once('error', reject);
    child.stdout?.once('data', async () => {
      // Written at least once: the temp file exists with bytes in it. Wait until it shows, then kill.
      const folder = path.join(filesDir, 'documents/4');
      while (!(await readdir(folder).catch(() => [])).some((n) => n.endsWith('.tmp'))) {
        await new Promise((r) => child.stdout?.once('data', r));
      }
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });
  });
}

function checkFiles(args: string[]): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    execFile(
      tsx,
      [path.join(here, 'check-files.ts'), '--server-stopped', ...args],
      { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' } },
      (error, stdout) => resolve({ code: error ? Number(error.code) : 0, out: stdout }),
    );
  });
}

describe('the temp file of a put killed mid-write', () => {
  it('is not a stored file, but a leftover', { timeout: 60_000 }, async () => {
    const filesDir = path.join(dataDir, 'files');
    await crashMidPut(filesDir);
    const storage = createLocalStorage(filesDir);
    const stored = [];
    for await (const f of storage.list()) stored.push(f);
    expect(stored).toEqual([]);
    const leftovers = [];
    for await (const f of storage.leftovers()) leftovers.push(f);
    expect(leftovers).toHaveLength(1);
    expect(leftovers[0].key).toMatch(/^documents\/4\/\.[0-9a-f]{16}\.tmp$/);
    expect(leftovers[0].size).toBeGreaterThan(0);

    // Within the grace time it may be a put still writing: counted apart, not a mismatch.
    const inFlight = await compareFiles(storage.list(), [], {
      storedBefore: new Date(leftovers[0].modifiedAt.getTime() - 60_000),
      leftovers: storage.leftovers(),
    });
    expect(inFlight.recent).toBe(1);
    expect(hasMismatches(inFlight)).toBe(false);
    const old = await compareFiles(storage.list(), [], {
      storedBefore: new Date(leftovers[0].modifiedAt.getTime() + 1),
      leftovers: storage.leftovers(),
    });
    expect(old.leftovers.map((f) => f.key)).toEqual([leftovers[0].key]);
    expect(hasMismatches(old)).toBe(true);
    expect(formatReport(old, 15).join('\n')).toContain('Unfinished uploads left by a crash (1');
  });

  it('npm run check-files lists it and exits 1; --delete-leftovers removes it', { timeout: 120_000 }, async () => {
    const listed = await checkFiles(['--grace-minutes=0']);
    expect(listed.out).toMatch(/Unfinished uploads left by a crash \(1/);
    expect(listed.out).toMatch(/documents\/4\/\.[0-9a-f]{16}\.tmp/);
    expect(listed.code).toBe(1);

    // Within the default grace time it is not counted as a mismatch.
    expect((await checkFiles([])).code).toBe(0);

    const swept = await checkFiles(['--grace-minutes=0', '--delete-leftovers']);
    expect(swept.out).toContain('Removed 1 unfinished uploads.');
    expect(swept.code).toBe(0);
    expect((await readdir(path.join(dataDir, 'files/documents/4'))).filter((n) => n.endsWith('.tmp'))).toEqual([]);
  });

  it('removeLeftover touches nothing but temp files', async () => {
    const storage = createLocalStorage(path.join(dataDir, 'files'));
    await storage.put('documents/5/kept.jpg', Buffer.from('x'));
    await expect(storage.removeLeftover('documents/5/kept.jpg')).rejects.toThrow();
    await expect(storage.removeLeftover('../.0123456789abcdef.tmp')).rejects.toThrow();
    await writeFile(path.join(dataDir, 'files/documents/5/.0123456789abcdef.tmp'), 'x');
    await storage.removeLeftover('documents/5/.0123456789abcdef.tmp');
    expect(await readdir(path.join(dataDir, 'files/documents/5'))).toEqual(['kept.jpg']);
  });
});
