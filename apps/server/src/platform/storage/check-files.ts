import { parseArgs } from 'node:util';
import { loadConfig } from '../../config';
import { migrateDatabase, openDatabase } from '../db/client';
import { createStorage } from './create-storage';
import { compareFiles, formatReport, hasMismatches } from './file-check';
import { referencedKeys } from './referenced-keys';

// `npm run check-files [-- --grace-minutes=N] [--server-stopped]`: lists stored files without a row
// and rows without a file; exits 1 when it finds either, 2 when it cannot run.
const { values } = parseArgs({
  options: {
    'grace-minutes': { type: 'string', default: '15' },
    'server-stopped': { type: 'boolean', default: false },
  },
});
const graceMinutes = Number(values['grace-minutes']);
if (!Number.isFinite(graceMinutes) || graceMinutes < 0) {
  console.error('--grace-minutes takes a number of minutes (0 or more)');
  process.exit(2);
}
const config = loadConfig();
if (!config.DATABASE_URL && !values['server-stopped']) {
  // Two processes opening one PGlite folder can corrupt it.
  console.error(
    'The embedded database belongs to the server process: stop the server and run again with --server-stopped, or set DATABASE_URL.',
  );
  process.exit(2);
}
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  // As the server does at start: the tables the check reads must exist, even in a database never served.
  await migrateDatabase(database);
  const report = await compareFiles(createStorage(config).list(), referencedKeys(database.db), {
    storedBefore: new Date(Date.now() - graceMinutes * 60_000),
  });
  for (const line of formatReport(report, graceMinutes)) console.log(line);
  process.exitCode = hasMismatches(report) ? 1 : 0;
} catch (err) {
  console.error(`check-files failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 2;
} finally {
  await database.close();
}
