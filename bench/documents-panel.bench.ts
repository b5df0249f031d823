import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type Browser, chromium, type Page } from 'playwright-core';
import { buildApp } from '../apps/server/src/app';
import { closeContext } from '../apps/server/src/context';
import { openBenchContext, seedDocumentsProject, sizeFromEnv } from './documents-seed';
import { PHONE_PROFILE, PHONE_SCREEN, throttle } from './phone-profile';
import { buildWebApp, here } from './support';

/** A virtualised table keeps the rows in view and a few more in the DOM, whatever the count. */
const MAX_ROWS_IN_DOM = 200;
/** On the phone profile (issue 16): the first rows within 3 s, the map's first frame within 4 s. */
const PHONE_GOAL_ROWS_MS = 3000;
const PHONE_GOAL_MAP_MS = 4000;
const ROWS = '[data-testid="documents-scroll"] [role="row"]:not([aria-rowindex="1"])';

/**
 * Marks, in page time (ms since navigation start), when the first document row and the first
 * marker cluster of the map are in the DOM and one frame has passed (≈ painted).
 */
const MARKS_SCRIPT = `
  window.__marks = {};
  window.__longTasks = [];
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longTasks.push([Math.round(e.startTime), Math.round(e.duration)]);
    }).observe({ type: 'longtask', buffered: true });
  } catch {}
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
  // The whole list is in (it may follow a first page), then the table and the map settle before
  // their contents are counted.
  await page.waitForFunction(
    () =>
      performance.getEntriesByType('resource').some((e) => {
        const u = new URL(e.name);
        return /\/projects\/\d+\/documents$/.test(u.pathname) && !u.searchParams.has('limit');
      }),
    null,
    { timeout: Number(process.env.BENCH_PANEL_TIMEOUT_MS ?? 180_000), polling: 100 },
  );
  await page.waitForTimeout(1000);
  const marks = await page.evaluate(() => (window as unknown as { __marks: Marks }).__marks);
  // The whole list's answer (a first page, if any, asks with `limit`).
  const list = await page.evaluate(() => {
    const entry = performance.getEntriesByType('resource').find((e) => {
      const u = new URL(e.name);
      return /\/projects\/\d+\/documents$/.test(u.pathname) && !u.searchParams.has('limit');
    }) as PerformanceResourceTiming | undefined;
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

/** `BENCH_WATERFALL=1`: what the last phone visit fetched and when, to see where the time goes. */
async function printWaterfall(page: Page): Promise<void> {
  const entries = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((e) => {
      const r = e as PerformanceResourceTiming;
      return { name: r.name, start: r.startTime, end: r.responseEnd, bytes: r.transferSize };
    }),
  );
  const marks = await page.evaluate(() => (window as unknown as { __marks: Marks }).__marks);
  console.log('\nLast phone visit (app cached):');
  for (const e of entries.sort((a, b) => a.start - b.start)) {
    const u = new URL(e.name);
    console.log(
      `${(u.pathname + u.search).slice(0, 64).padEnd(64)} ${e.start.toFixed(0).padStart(6)} → ${e.end.toFixed(0).padStart(6)} ms ${(e.bytes / 1024).toFixed(1).padStart(7)} KiB`,
    );
  }
  const longTasks = await page.evaluate(() => (window as unknown as { __longTasks: [number, number][] }).__longTasks);
  console.log(`long tasks (start+duration ms): ${longTasks.map(([start, ms]) => `${start}+${ms}`).join(' ')}`);
  console.log(`${'first rows'.padEnd(64)} ${(marks.rows ?? Number.NaN).toFixed(0).padStart(6)} ms`);
  console.log(`${'first cluster'.padEnd(64)} ${(marks.cluster ?? Number.NaN).toFixed(0).padStart(6)} ms`);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

interface Figures {
  label: string;
  visits: Visit[];
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** One line per figure, one column per profile. */
function printTable(columns: Figures[]): void {
  const pad = (text: string) => text.padStart(22);
  const line = (name: string, cell: (visits: Visit[]) => string, goal = '') =>
    console.log(`${name.padEnd(28)}${columns.map((c) => pad(cell(c.visits))).join('')}${goal ? `   ${goal}` : ''}`);
  line('', () => '', '');
  console.log(`${''.padEnd(28)}${columns.map((c) => pad(c.label)).join('')}`);
  line(
    'first rows painted',
    (v) => seconds(median(v.map((x) => x.rowsMs))),
    `phone goal <= ${seconds(PHONE_GOAL_ROWS_MS)}`,
  );
  line(
    "clustered map's first frame",
    (v) => seconds(median(v.map((x) => x.clusterMs))),
    `phone goal <= ${seconds(PHONE_GOAL_MAP_MS)}`,
  );
  line('whole list received', (v) => seconds(median(v.map((x) => x.listMs))));
  line('whole list on the wire', (v) => `${(median(v.map((x) => x.listBytes)) / 1024).toFixed(0)} KiB`);
  line('clusters shown', (v) => String(v[0].clusters));
}

/** Signs in once on a phone and answers the browser storage that keeps the user signed in. */
async function phoneSignIn(browser: Browser, url: string, email: string, password: string) {
  const context = await browser.newContext({ ...PHONE_SCREEN });
  try {
    await signIn(await context.newPage(), url, email, password);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/**
 * The phone's visits to the project, signed in, under the slow-4G profile: `cold` ones each in a
 * new browser context (nothing cached: the app's scripts come down too), `warm` ones one after the
 * other in one context (scripts cached by the first, as for someone who uses the portal daily).
 */
async function phoneVisits(
  browser: Browser,
  projectUrl: string,
  storageState: Awaited<ReturnType<typeof phoneSignIn>>,
  runs: number,
): Promise<{ cold: Visit[]; warm: Visit[] }> {
  const open = async () => {
    const context = await browser.newContext({ ...PHONE_SCREEN, storageState });
    const page = await context.newPage();
    await page.addInitScript(MARKS_SCRIPT);
    await throttle(context, page);
    return { context, page };
  };
  const cold: Visit[] = [];
  for (let i = 0; i < runs; i++) {
    const { context, page } = await open();
    try {
      cold.push(await visit(page, projectUrl));
    } finally {
      await context.close();
    }
  }
  const warm: Visit[] = [];
  const { context, page } = await open();
  try {
    await visit(page, projectUrl);
    for (let i = 0; i < runs; i++) warm.push(await visit(page, projectUrl));
    if (process.env.BENCH_WATERFALL) await printWaterfall(page);
  } finally {
    await context.close();
  }
  return { cold, warm };
}

/**
 * Chromium opens the documents panel of an infrastructure project with 10,000 documents
 * (BENCH_DOCUMENTS), all with a position, as Super: the time from navigation to the first rows
 * painted and to the clustered map's first frame, and how many rows the DOM holds (the table must
 * be virtualised: under 200). At a desk (1366 x 900, no throttling) and on a phone (390 x 844,
 * slow 4G and a CPU four times slower), whose goals are the first rows within 3 s and the map
 * within 4 s. The server runs in this process on the embedded database with the web app built
 * from this tree; requests leaving the machine (map tiles) are refused so they cannot stall the
 * figures.
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
      const page = await context.newPage();
      await page.addInitScript(MARKS_SCRIPT);
      await signIn(page, url, config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
      const projectUrl = `${url}/project/${seeded.projectId}`;
      await visit(page, projectUrl); // warm-up: the server's first answers compile schemas
      const visits: Visit[] = [];
      for (let i = 0; i < runs; i++) visits.push(await visit(page, projectUrl));
      await context.close();

      const storageState = await phoneSignIn(browser, url, config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
      const phone = await phoneVisits(browser, projectUrl, storageState, runs);
      const rowsInDom = Math.max(...[...visits, ...phone.cold, ...phone.warm].map((v) => v.rowsInDom));

      console.log(
        `\nDocuments panel of an infrastructure project with ${count} documents, Chromium ${browser.version()}, median of ${runs}; load average ${os
          .loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')}; seconds after navigation`,
      );
      console.log(`phone: ${PHONE_SCREEN.viewport.width} x ${PHONE_SCREEN.viewport.height}, ${PHONE_PROFILE}`);
      printTable([
        { label: 'desk, no throttling', visits },
        { label: 'phone, nothing cached', visits: phone.cold },
        { label: 'phone, app cached', visits: phone.warm },
      ]);
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
