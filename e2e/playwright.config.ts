import { defineConfig } from '@playwright/test';

// Real Chromium from Debian's packages; Playwright never downloads a browser here.
export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  outputDir: './test-results',
  timeout: 90_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 2,
  // One retry in CI only, for a machine that is busy with something else: a real defect still
  // fails twice. Still needed: in a run at load 18-20 (other work on the same two cores) a test
  // missed once without a defect. (The session-warning test's misses had a cause, now fixed: timed
  // refreshes no longer extend the session; the desk tests' misses too: they met their own uploads'
  // processing, and a whole-page picture's resize of the document window.)
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    viewport: { width: 1366, height: 860 },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
});
