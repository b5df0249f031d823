import { type ChildProcess, spawn } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export interface Portal {
  url: string;
  dataDir: string;
  /** The server process, for benchmarks that sample its memory. */
  pid: number;
  stop(): Promise<void>;
}

/**
 * How long a start may take: the embedded database, migrations and the demo seed, slower on a
 * busy machine (two workers start at once). Below the worker fixture's 90 s.
 */
const STARTUP_MS = 80_000;

export interface StartOptions {
  /**
   * A data folder a stopped portal left (see `preparePortalData`): the new portal starts on a copy
   * of it, so migrations and the demo seed, most of a start's work, are done once per run.
   */
  from?: string;
  /** Leave the data folder in place on stop (the folder `preparePortalData` answers). */
  keepData?: boolean;
  /** How long the start may take; STARTUP_MS unless given. */
  startupMs?: number;
}

/** The real server (as `npm start` runs it) on a free port with its own embedded database. */
export async function startPortal(env: Record<string, string> = {}, options: StartOptions = {}): Promise<Portal> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-e2e-'));
  if (options.from) await cp(options.from, dataDir, { recursive: true });
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    if (!options.keepData) await rm(dataDir, { recursive: true, force: true });
  };
  const startupMs = options.startupMs ?? STARTUP_MS;
  const deadline = Date.now() + startupMs;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`portal exited with ${child.exitCode}`);
    }
    try {
      const res = await fetch(`${url}/api/v1/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      // A portal that started too slowly is stopped, not left running: an orphan (and its
      // database) would load the machine for the rest of the run and slow every later start.
      await stop();
      throw new Error(`portal did not start within ${startupMs / 1000} s`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { url, dataDir, pid: child.pid ?? 0, stop };
}

/**
 * Starts a portal once with `env` and stops it, leaving its data folder migrated and seeded for
 * `startPortal(env, { from })`; answers the folder (the caller removes it).
 */
export async function preparePortalData(env: Record<string, string>): Promise<string> {
  // Alone on the machine's share of the run, with nothing else of it waiting: it may take longer.
  const portal = await startPortal(env, { keepData: true, startupMs: 3 * STARTUP_MS });
  await portal.stop();
  return portal.dataDir;
}
