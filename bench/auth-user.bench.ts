import { startPortal } from '../e2e/support/portal-server';
import { type LoadResult, load, printRow, startBareServer } from './support';

const ROUNDS = 4;
const ROUND_SECONDS = 4;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * Authenticated `GET /api/v1/user` against a bare node:http server answering the same JSON (the
 * goal's baseline), and against one that also sends the portal's headers (security headers,
 * cache-control: what a bare server would cost with the same answer), all measured in this run
 * from this process. Goal: ratio of at least 0.5.
 */
export async function benchAuthUser(): Promise<void> {
  const portal = await startPortal({
    RUN_WORKER: 'false',
    LOG_LEVEL: 'warn',
    ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
  });
  try {
    const login = await fetch(`${portal.url}/api/v1/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'admin-password-1', isPortal: true }),
    });
    const token = (await login.json()).data.user.token as string;
    const headers = { authorization: `Bearer ${token}` };
    const sampleAnswer = await fetch(`${portal.url}/api/v1/user`, { headers });
    const sample = await sampleAnswer.text();
    // The same answer: the body and the headers the portal sends (Node adds date and keep-alive to both).
    const sameHeaders = Object.fromEntries(
      [...sampleAnswer.headers].filter(
        ([name]) => !['date', 'connection', 'keep-alive', 'content-length'].includes(name),
      ),
    );
    const port = Number(new URL(portal.url).port) + 1;
    const stopBare = await startBareServer(port, sample);
    const stopSame = await startBareServer(port + 1, sample, sameHeaders);
    try {
      const urls = {
        portal: `${portal.url}/api/v1/user`,
        bare: `http://127.0.0.1:${port}/`,
        same: `http://127.0.0.1:${port + 1}/`,
      };
      const call = (name: keyof typeof urls, seconds: number) =>
        load(urls[name], name === 'portal' ? headers : {}, seconds);
      // Warm up, then measure in alternating rounds, so drift in the machine's speed (a
      // neighbour's load, CPU frequency) hits all alike; each ratio is the median of the rounds'.
      for (const name of ['portal', 'bare', 'same'] as const) await call(name, 2);
      const rounds: Record<keyof typeof urls, LoadResult>[] = [];
      for (let i = 0; i < ROUNDS; i++) {
        rounds.push({
          portal: await call('portal', ROUND_SECONDS),
          bare: await call('bare', ROUND_SECONDS),
          same: await call('same', ROUND_SECONDS),
        });
      }
      console.log(
        `\nGET /api/v1/user (authenticated) vs bare node:http, ${ROUNDS} alternating rounds of ${ROUND_SECONDS} s`,
      );
      rounds.forEach((r, i) => {
        printRow(`round ${i + 1}: portal GET /api/v1/user`, r.portal);
        printRow(`round ${i + 1}: bare, same JSON`, r.bare);
        printRow(`round ${i + 1}: bare, same JSON and headers`, r.same);
      });
      const ratio = (baseline: 'bare' | 'same') => {
        const ratios = rounds.map((r) => r.portal.rps / r[baseline].rps);
        return `median ${median(ratios).toFixed(2)} (rounds ${ratios.map((x) => x.toFixed(2)).join(', ')})`;
      };
      console.log(`ratio portal/bare with the same JSON: ${ratio('bare')} (goal >= 0.5)`);
      console.log(`ratio portal/bare with the same JSON and headers: ${ratio('same')}`);
    } finally {
      stopBare();
      stopSame();
    }
  } finally {
    await portal.stop();
  }
}
