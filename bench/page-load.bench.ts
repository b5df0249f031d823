import path from 'node:path';
import { type Browser, type CDPSession, chromium, type Page } from 'playwright-core';
import { startPortal } from '../e2e/support/portal-server';
import { CPU_SLOWDOWN, throttle } from './phone-profile';
import { buildWebApp, here } from './support';

const RUNS = 3;
const STAFF = { email: 'owner.manager@demo.test', password: 'demo-password-1' };
/** An apartment owner of the demo condominium: signing in leads straight to their apartment. */
const RESIDENT = { email: 'asukas.omistaja@demo.test', password: 'demo-password-1' };
const GOAL_LOGIN_MS = 2500;
const GOAL_PROJECTS_MS = 3500;
const GOAL_APARTMENT_MS = 3000;

/**
 * Marks, in page time (ms since navigation start), when the login form and the first row of the
 * projects list are in the DOM and one frame has passed (≈ painted), when the app's own login form
 * has taken over from the prerendered one (its button can be pressed), and when the form was sent.
 */
const MARKS_SCRIPT = `
  window.__marks = {};
  const mark = (name) => requestAnimationFrame(() => { window.__marks[name] ??= performance.now(); });
  const seen = new Set();
  const check = () => {
    if (!seen.has('login') && document.querySelector('form input[type=password]')) { seen.add('login'); mark('login'); }
    if (!seen.has('ready') && !document.getElementById('first-screen') && document.querySelector('form button[type=submit]:not([disabled])')) { seen.add('ready'); mark('ready'); }
    if (!seen.has('projects') && document.querySelector('table tbody a[href^="/project/"]')) { seen.add('projects'); mark('projects'); }
    if (!seen.has('apartment') && location.pathname.includes('/apartments/') && document.querySelector('main h1')) { seen.add('apartment'); mark('apartment'); }
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
  document.addEventListener('submit', () => { window.__marks.submit ??= performance.now(); }, true);
`;

interface Marks {
  login?: number;
  ready?: number;
  submit?: number;
  projects?: number;
  apartment?: number;
}

/** Bytes received from the portal (headers and bodies as sent: compressed), and requests in flight. */
class WireCounter {
  bytes = 0;
  private readonly inFlight = new Set<string>();
  private lastActivity = Date.now();

  constructor(cdp: CDPSession, origin: string) {
    cdp.on('Network.requestWillBeSent', (event) => {
      if (!event.request.url.startsWith(origin)) return;
      this.inFlight.add(event.requestId);
      this.lastActivity = Date.now();
    });
    cdp.on('Network.loadingFinished', (event) => {
      if (!this.inFlight.delete(event.requestId)) return;
      this.bytes += event.encodedDataLength;
      this.lastActivity = Date.now();
    });
    cdp.on('Network.loadingFailed', (event) => {
      if (this.inFlight.delete(event.requestId)) this.lastActivity = Date.now();
    });
  }

  /** Waits until no request to the portal has been open for `quietMs` (tiles from elsewhere do not count). */
  async settle(quietMs = 1000, timeoutMs = 60_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (this.inFlight.size > 0 || Date.now() - this.lastActivity < quietMs) {
      if (Date.now() > deadline) throw new Error('the portal requests did not settle');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

async function marks(page: Page): Promise<Marks> {
  return page.evaluate(() => (window as unknown as { __marks: Marks }).__marks);
}

/** `BENCH_WATERFALL=1`: what the page fetched before the login form showed, to see where the time goes. */
async function printWaterfall(page: Page): Promise<void> {
  const entries = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .concat(performance.getEntriesByType('navigation'))
      .map((e) => {
        const r = e as PerformanceResourceTiming;
        return { name: r.name, start: r.startTime, end: r.responseEnd, bytes: r.transferSize };
      }),
  );
  const login = (await marks(page)).login ?? 0;
  for (const e of entries.sort((a, b) => a.start - b.start)) {
    const name = new URL(e.name).pathname.slice(0, 60);
    console.log(
      `${name.padEnd(60)} ${e.start.toFixed(0).padStart(6)} → ${e.end.toFixed(0).padStart(6)} ms ${(e.bytes / 1024).toFixed(1).padStart(7)} KiB`,
    );
  }
  console.log(`${'login form'.padEnd(60)} ${login.toFixed(0).padStart(6)} ms\n`);
}

interface RunResult {
  loginMs: number;
  readyMs: number;
  loginBytes: number;
  projectsMs: number;
  projectsBytes: number;
}

/** Who signs in, and the mark of their first page: staff see the projects, a resident their apartment. */
interface Visitor {
  user: { email: string; password: string };
  firstPage: 'projects' | 'apartment';
}

/** One cold visit (new browser context, empty cache): open the portal, sign in, see the first page. */
async function visit(browser: Browser, url: string, visitor: Visitor): Promise<RunResult> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(MARKS_SCRIPT);
    const cdp = await throttle(context, page);
    const wire = new WireCounter(cdp, url);

    await page.goto(url);
    await page.waitForFunction(() => (window as unknown as { __marks: Marks }).__marks.login !== undefined);
    await page.waitForFunction(() => (window as unknown as { __marks: Marks }).__marks.ready !== undefined);
    if (process.env.BENCH_WATERFALL) await printWaterfall(page);
    await wire.settle();
    const loginBytes = wire.bytes;

    await page.getByLabel('E-mail').fill(visitor.user.email);
    await page.getByLabel('Password', { exact: true }).fill(visitor.user.password);
    wire.bytes = 0;
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForFunction(
      (name) => (window as unknown as { __marks: Marks }).__marks[name as keyof Marks] !== undefined,
      visitor.firstPage,
      { timeout: 60_000 },
    );
    await wire.settle();
    const projectsBytes = wire.bytes;

    const m = await marks(page);
    const shown = m[visitor.firstPage];
    if (m.login === undefined || m.ready === undefined || m.submit === undefined || shown === undefined)
      throw new Error('marks missing');
    return { loginMs: m.login, readyMs: m.ready, loginBytes, projectsMs: shown - m.submit, projectsBytes };
  } finally {
    await context.close();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function row(label: string, ms: number, bytes: number, goalMs: number): string {
  const verdict = ms <= goalMs ? 'met' : 'missed';
  return `${label.padEnd(34)} ${(ms / 1000).toFixed(2).padStart(5)} s (goal <= ${(goalMs / 1000).toFixed(1)} s, ${verdict})   ${(bytes / 1024).toFixed(0).padStart(5)} KiB on the wire`;
}

/**
 * The first visit of a phone on a weak mobile network: Chromium under slow-4G throttling against
 * the real server (`npm start`'s code, demo data, a fresh embedded database) with the web app
 * built from this tree. Prints the median of a few cold visits: the time until the login form
 * shows, and the time from pressing "Sign in" until the projects list shows, with the bytes
 * received for each.
 */
export async function benchPageLoad(): Promise<void> {
  const root = path.resolve(here, '..');
  buildWebApp(root);
  const portal = await startPortal({ DEMO: '1', DEMO_DOCUMENTS: 'false', RUN_WORKER: 'false', LOG_LEVEL: 'warn' });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const staff: Visitor = { user: STAFF, firstPage: 'projects' };
    const resident: Visitor = { user: RESIDENT, firstPage: 'apartment' };
    // Warm-up: the server's first answers compile schemas.
    await visit(browser, portal.url, staff);
    await visit(browser, portal.url, resident);
    const runs: RunResult[] = [];
    const residentRuns: RunResult[] = [];
    for (let i = 0; i < RUNS; i++) {
      runs.push(await visit(browser, portal.url, staff));
      residentRuns.push(await visit(browser, portal.url, resident));
    }
    console.log(
      `\nFirst visit on a phone, Chromium with slow-4G throttling (150 ms, 1.6 Mbit/s, CPU x${CPU_SLOWDOWN}), median of ${RUNS}`,
    );
    console.log(
      row('login form shows', median(runs.map((r) => r.loginMs)), median(runs.map((r) => r.loginBytes)), GOAL_LOGIN_MS),
    );
    console.log(
      `${'login form works (app started)'.padEnd(34)} ${(median(runs.map((r) => r.readyMs)) / 1000).toFixed(2).padStart(5)} s`,
    );
    console.log(
      row(
        'projects list shows after sign-in',
        median(runs.map((r) => r.projectsMs)),
        median(runs.map((r) => r.projectsBytes)),
        GOAL_PROJECTS_MS,
      ),
    );
    console.log(
      row(
        "resident's apartment after sign-in",
        median(residentRuns.map((r) => r.projectsMs)),
        median(residentRuns.map((r) => r.projectsBytes)),
        GOAL_APARTMENT_MS,
      ),
    );
  } finally {
    await browser.close();
    await portal.stop();
  }
}
