import { resetAuthorizationRows } from './authorization-rows';
import { prepareTemplate } from './test-database';

/** Vitest global setup: one migrated template database for the whole run when a server is given. */
export default async function setup(): Promise<void> {
  resetAuthorizationRows();
  const base = process.env.TEST_DATABASE_URL;
  if (base) await prepareTemplate(base);
}
