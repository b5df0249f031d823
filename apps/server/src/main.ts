// First: refuses an unsupported Node.js before anything else loads.
import './supported-node';
import pino from 'pino';
import { buildApp } from './app';
import { loadConfig } from './config';
import { closeContext, createContext } from './context';
import { startWorkers } from './workers';

const config = loadConfig();
const log = pino({ level: config.LOG_LEVEL });
const ctx = await createContext(config, log);
if (config.DEMO) {
  const { seedDemoNotifications } = await import('./seed/demo-notifications-seed');
  await seedDemoNotifications(ctx);
}
if (config.DEMO && config.DEMO_DOCUMENTS) {
  // Loaded only for the demo: it draws its pictures with sharp.
  const { seedDemoDocuments } = await import('./seed/demo-documents-seed');
  await seedDemoDocuments(ctx);
  const { seedDemoProductPhotos } = await import('./seed/demo-products-seed');
  await seedDemoProductPhotos(ctx);
}
if (config.RUN_WORKER) await startWorkers(ctx);
const app = await buildApp(ctx);
await app.listen({ port: config.PORT, host: config.HOST });
log.info(
  { url: `http://localhost:${config.PORT}`, database: ctx.database.kind, demo: config.DEMO },
  'portal is running',
);

async function shutdown() {
  await app.close();
  await closeContext(ctx);
  process.exit(0);
}
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
