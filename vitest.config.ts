import { configDefaults, defineConfig } from 'vitest/config';

/** Server tests that replace a module (vi.mock) need a module registry of their own. */
const NEEDS_ISOLATION = ['apps/server/src/platform/storage/durable-file.test.ts'];

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: two files at a time keeps database and CPU contention low.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['apps/server/**/*.test.ts', 'packages/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...NEEDS_ISOLATION],
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          // Each file builds its own app and database, so files need not be isolated: a worker
          // imports the server once instead of once per file (1–3 s a file on this machine).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'isolated',
          include: ['apps/web/**/*.test.{ts,tsx}', ...NEEDS_ISOLATION],
        },
      },
    ],
  },
});
