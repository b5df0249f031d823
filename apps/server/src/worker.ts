// First: refuses an unsupported Node.js before anything else loads.
import './supported-node';
import pino from 'pino';
import { loadConfig } from './config';
import { closeContext, createContext } from './context';
import { startWorkers } from './workers';

// The background worker on its own (`npm run worker`), for deployments that scale it apart
// from the web servers. Needs a PostgreSQL server: PGlite cannot be shared between processes.
const config = loadConfig();
const log = pino({ level: config.LOG_LEVEL });
if (!config.DATABASE_URL) {
  log.error(
    {},
    'npm run worker needs DATABASE_URL: the embedded database belongs to the server process, which runs the worker itself',
  );
  process.exit(1);
}
const ctx = await createContext(config, log);
await startWorkers(ctx);
log.info({}, 'worker is running');
const stop = async () => {
  await closeContext(ctx);
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
