import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { resetAuthorizationRows } from './authorization-rows';
import { preparePgliteTemplate, prepareTemplate } from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated, seeded PGlite data directory (a tarball) each API test file starts from; '' when none. */
    pgliteTemplate: string;
  }
}

/**
 * Vitest global setup: one migrated, seeded template database for the whole run, on the PostgreSQL
 * server when one is given, else for the embedded PGlite (ARCHITECTURE.md "Tests").
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  resetAuthorizationRows();
  const base = process.env.TEST_DATABASE_URL;
  if (base) {
    await prepareTemplate(base);
    project.provide('pgliteTemplate', '');
    return async () => {};
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'portal-pglite-template-'));
  const file = path.join(dir, 'template.tar');
  await preparePgliteTemplate(file);
  project.provide('pgliteTemplate', file);
  return () => rm(dir, { recursive: true, force: true });
}
