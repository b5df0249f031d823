import { nodeSupport } from './node-version';

// Imported first by main.ts and worker.ts: ES modules run in import order, so this runs before any
// dependency that needs a newer Node.js is loaded, and a start on an unsupported one ends here with
// a message that says what to do.
const support = nodeSupport(process.version);
if (!support.supported) {
  process.stderr.write(`${support.message}\n`);
  process.exit(1);
}
if (support.warning) process.stderr.write(`${support.warning}\n`);
