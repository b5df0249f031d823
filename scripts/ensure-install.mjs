// Installs the locked dependencies when they are missing or older than package-lock.json, so
// `npm start`, `npm run demo` and `npm test` work on a fresh clone and cost nothing afterwards.
// Plain Node, no dependencies: it must run before anything is installed.
import { spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function modifiedAt(file) {
  try {
    return statSync(path.join(root, file)).mtimeMs;
  } catch {
    return undefined;
  }
}

// npm writes node_modules/.package-lock.json at the end of every install; it is missing after a
// fresh clone and older than package-lock.json after a pull that changed the dependencies.
const installed = modifiedAt('node_modules/.package-lock.json');
const locked = modifiedAt('package-lock.json');
if (installed !== undefined && locked !== undefined && installed >= locked) process.exit(0);

console.log('Installing dependencies (npm ci)…');
// Inside an npm script npm_execpath names npm's own CLI; running it with this Node avoids the
// shell lookup of `npm` (npm.cmd on Windows).
const npmCli = process.env.npm_execpath;
const args = ['ci', '--no-audit', '--no-fund'];
const result = npmCli?.endsWith('.js')
  ? spawnSync(process.execPath, [npmCli, ...args], { cwd: root, stdio: 'inherit' })
  : spawnSync('npm', args, { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
if (result.error) throw result.error;
process.exit(result.status ?? 1);
