import { startPortal } from '../e2e/support/portal-server';
import { load, printRow, startBareServer } from './support';

/**
 * Authenticated `GET /api/v1/user` against a bare node:http server answering the same JSON,
 * both measured in this run from this process. Goal: ratio of at least 0.5.
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
    const sample = await (await fetch(`${portal.url}/api/v1/user`, { headers })).text();
    const port = Number(new URL(portal.url).port) + 1;
    const stopBare = await startBareServer(port, sample);
    try {
      // Warm both up, then measure.
      await load(`${portal.url}/api/v1/user`, headers, 2);
      await load(`http://127.0.0.1:${port}/`, {}, 2);
      const portalResult = await load(`${portal.url}/api/v1/user`, headers);
      const bareResult = await load(`http://127.0.0.1:${port}/`);
      console.log('\nGET /api/v1/user (authenticated) vs bare node:http with the same JSON');
      printRow('portal GET /api/v1/user', portalResult);
      printRow('bare node:http', bareResult);
      console.log(`ratio portal/bare: ${(portalResult.rps / bareResult.rps).toFixed(2)} (goal >= 0.5)`);
    } finally {
      stopBare();
    }
  } finally {
    await portal.stop();
  }
}
