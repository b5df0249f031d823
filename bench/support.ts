import { execFileSync, fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

export const here = path.dirname(fileURLToPath(import.meta.url));

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/** A fixed-duration load from this process against a server in another process. */
export async function load(url: string, headers: Record<string, string> = {}, seconds = 8): Promise<LoadResult> {
  const result = await autocannon({ url, headers, connections: 20, duration: seconds, pipelining: 1 });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

export async function startBareServer(
  port: number,
  body: string,
  headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8' },
): Promise<() => void> {
  const child = fork(path.join(here, 'bare-server.ts'), [], {
    env: { ...process.env, PORT: String(port), BENCH_BODY: body, BENCH_HEADERS: JSON.stringify(headers) },
    execArgv: ['--import', 'tsx'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`bare server exited ${code}`)));
  });
  return () => child.kill();
}

export function printRow(name: string, r: LoadResult): void {
  console.log(
    `${name.padEnd(40)} ${r.rps.toFixed(0).padStart(8)} req/s   p50 ${r.p50} ms   p99 ${r.p99} ms   errors ${r.errors}`,
  );
}

/** The figures must be those of this tree's web app; the build's own report is noise here. */
export function buildWebApp(root: string): void {
  try {
    execFileSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'pipe' });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: Buffer; stderr?: Buffer };
    console.error(`${stdout ?? ''}${stderr ?? ''}`);
    throw error;
  }
}
