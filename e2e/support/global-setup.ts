import { rm } from 'node:fs/promises';
import { PORTAL_DATA_ENV, portalEnv } from './portal-env';
import { preparePortalData } from './portal-server';

/**
 * Migrates and seeds one portal's data before the workers start; each worker's portal starts on a
 * copy of it (support/fixtures.ts), which halves a start's work. Workers read the folder from the
 * environment, as Playwright passes what global setup sets there on to them.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const dataDir = await preparePortalData(portalEnv());
  process.env[PORTAL_DATA_ENV] = dataDir;
  return () => rm(dataDir, { recursive: true, force: true });
}
