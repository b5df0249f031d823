import { parseArgs } from 'node:util';
import { loadConfig } from '../../config';
import { migrateDatabase, openDatabase } from '../db/client';
import { createStorage } from './create-storage';
import { compareFiles, formatReport, hasMismatches } from './file-check';
import { referencedKeys } from './referenced-keys';

// `npm run check-files [-- --grace-minutes=N] [--server-stopped] [--delete-leftovers]`: lists stored
// files without a row, rows without a file, and the temp files of uploads a crash interrupted (which
// --delete-leftovers removes); exits 1 when it finds any of them (0 once the leftovers were all
// removed and nothing else is wrong), 2 when it cannot run.
const { values } = parseArgs({
  options: {
    'grace-minutes': { type: 'string', default: '15' },
    'server-stopped': { type: 'boolean', default: false },
    'delete-leftovers': { type: 'boolean', default: false },
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
  const storage = createStorage(config);
  const report = await compareFiles(storage.list(), referencedKeys(database.db), {
    storedBefore: new Date(Date.now() - graceMinutes * 60_000),
    leftovers: storage.leftovers?.(),
  });
  for (const line of formatReport(report, graceMinutes)) console.log(line);
  if (values['delete-leftovers'] && report.leftovers.length > 0) {
    // Older than the grace time, so no put is still writing them; no row can name a temp file.
    for (const file of report.leftovers) await storage.removeLeftover?.(file.key);
    console.log(`Removed ${report.leftovers.length} unfinished uploads.`);
    report.leftovers = [];
  }
  process.exitCode = hasMismatches(report) ? 1 : 0;
} catch (err) {
  console.error(`check-files failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 2;
} finally {
  await database.close();
}
