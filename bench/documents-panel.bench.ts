import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { chromium, type Page } from 'playwright-core';
import { buildApp } from '../apps/server/src/app';
import { closeContext } from '../apps/server/src/context';
import { openBenchContext, seedDocumentsProject, sizeFromEnv } from './documents-seed';
import { buildWebApp, here } from './support';

/** A virtualised table keeps the rows in view and a few more in the DOM, whatever the count. */
const MAX_ROWS_IN_DOM = 200;
const ROWS = '[data-testid="documents-scroll"] [role="row"]:not([aria-rowindex="1"])';

/**
 * Marks, in page time (ms since navigation start), when the first document row and the first
 * marker cluster of the map are in the DOM and one frame has passed (≈ painted).
 */
const MARKS_SCRIPT = `
  window.__marks = {};
  const mark = (name) => requestAnimationFrame(() => { window.__marks[name] ??= performance.now(); });
  const seen = new Set();
  const check = () => {
    if (!seen.has('rows') && document.querySelector('${ROWS}')) { seen.add('rows'); mark('rows'); }
    if (!seen.has('cluster') && document.querySelector('.marker-cluster')) { seen.add('cluster'); mark('cluster'); }
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
`;

interface Marks {
  rows?: number;
  cluster?: number;
}

interface Visit {
  /** When the list's answer had arrived, and its bytes on the wire. */
  listMs: number;
  listBytes: number;
  rowsMs: number;
  clusterMs: number;
  rowsInDom: number;
  clusters: number;
}

async function signIn(page: Page, url: string, email: string, password: string): Promise<void> {
  await page.goto(url);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Signed in once the form is gone (the sign-in page has no path of its own).
  await page
    .locator('form input[type=password]')
    .waitFor({ state: 'detached', timeout: Number(process.env.BENCH_PANEL_TIMEOUT_MS ?? 60_000) })
    .catch(async (error: Error) => {
      const shot = path.join(os.tmpdir(), 'documents-panel-sign-in.png');
      await page.screenshot({ path: shot });
      throw new Error(`${error.message} (screenshot ${shot})`);
    });
}

/** Opens the project page (the documents panel and its map) anew and waits for both to show. */
async function visit(page: Page, projectUrl: string): Promise<Visit> {
  await page.goto(projectUrl);
  await page
    .waitForFunction(
      () => {
        const m = (window as unknown as { __marks: Marks }).__marks;
        return m.rows !== undefined && m.cluster !== undefined;
      },
      null,
      { timeout: Number(process.env.BENCH_PANEL_TIMEOUT_MS ?? 180_000), polling: 100 },
    )
    .catch(async (error: Error) => {
      const shot = path.join(os.tmpdir(), 'documents-panel-timeout.png');
      await page.screenshot({ path: shot });
      const marks = await page.evaluate(() => JSON.stringify((window as unknown as { __marks: Marks }).__marks));
      throw new Error(`${error.message} (marks ${marks}, screenshot ${shot})`);
    });
  // Let the table and the map settle before counting what they hold.
  await page.waitForTimeout(1000);
  const marks = await page.evaluate(() => (window as unknown as { __marks: Marks }).__marks);
  const list = await page.evaluate(() => {
    const entry = performance
      .getEntriesByType('resource')
      .find((e) => /\/projects\/\d+\/documents$/.test(new URL(e.name).pathname)) as
      | PerformanceResourceTiming
      | undefined;
    return { ms: entry?.responseEnd ?? Number.NaN, bytes: entry?.transferSize ?? 0 };
  });
  return {
    listMs: list.ms,
    listBytes: list.bytes,
    rowsMs: marks.rows ?? Number.NaN,
    clusterMs: marks.cluster ?? Number.NaN,
    rowsInDom: await page.locator(ROWS).count(),
    clusters: await page.locator('.marker-cluster').count(),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/**
 * Chromium opens the documents panel of an infrastructure project with 10,000 documents
 * (BENCH_DOCUMENTS), all with a position, as Super: the time from navigation to the first rows
 * painted and to the clustered map's first frame, and how many rows the DOM holds (the table must
 * be virtualised: under 200). No throttling and no baseline yet: figures to follow over time. The
 * server runs in this process on the embedded database with the web app built from this tree;
 * requests leaving the machine (map tiles) are refused so they cannot stall the figures.
 */
export async function benchDocumentsPanel(): Promise<void> {
  const count = sizeFromEnv('BENCH_DOCUMENTS', 10_000);
  const runs = sizeFromEnv('BENCH_PANEL_RUNS', 3);
  buildWebApp(path.resolve(here, '..'));
  const { config, ctx } = await openBenchContext();
  try {
    const seeded = await seedDocumentsProject(ctx, count);
    // The terms dialog of a first sign-in is not what is measured.
    await ctx.db.execute(sql`update users set terms_accepted_at = now() where email = ${config.ADMIN_EMAIL}`);
    const app = await buildApp(ctx, { logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
    });
    try {
      const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
      await context.route(
        (u) => !u.href.startsWith(url),
        (route) => route.abort(),
      );
      const page = await context.newPage();
      await page.addInitScript(MARKS_SCRIPT);
      await signIn(page, url, config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
      const projectUrl = `${url}/project/${seeded.projectId}`;
      await visit(page, projectUrl); // warm-up: the server's first answers compile schemas
      const visits: Visit[] = [];
      for (let i = 0; i < runs; i++) visits.push(await visit(page, projectUrl));
      const rowsInDom = Math.max(...visits.map((v) => v.rowsInDom));
      console.log(
        `\nDocuments panel of an infrastructure project with ${count} documents, Chromium ${browser.version()} (no throttling), median of ${runs}; load average ${os
          .loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')}`,
      );
      console.log(
        `list answer received        ${(median(visits.map((v) => v.listMs)) / 1000).toFixed(2)} s after navigation (${(median(visits.map((v) => v.listBytes)) / 1024).toFixed(0)} KiB on the wire)`,
      );
      console.log(
        `first rows painted          ${(median(visits.map((v) => v.rowsMs)) / 1000).toFixed(2)} s after navigation`,
      );
      console.log(
        `clustered map's first frame ${(median(visits.map((v) => v.clusterMs)) / 1000).toFixed(2)} s after navigation (${visits[0].clusters} clusters shown)`,
      );
      console.log(
        `rows in the DOM             ${rowsInDom} of ${count} (virtualised: ${rowsInDom < MAX_ROWS_IN_DOM ? 'yes' : 'NO'}, must stay under ${MAX_ROWS_IN_DOM})`,
      );
    } finally {
      await browser.close();
      await app.close();
    }
  } finally {
    await closeContext(ctx);
  }
}
