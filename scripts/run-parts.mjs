// Runs named commands side by side, as many at once as the machine has cores, and prints each
// one's time. A part's output is printed when it ends, whole, so parts never interleave; the run
// fails when any part fails. `npm run check` uses it: its parts (Biome, dependency-cruiser, knip
// and one tsc per workspace) are single-threaded for the most part, so two cores finish them in
// about half the time one after the other took.
// Usage: node scripts/run-parts.mjs 'name=command' ...
// Plain Node, no dependencies.
import { spawn } from 'node:child_process';
import os from 'node:os';

const parts = process.argv.slice(2).map((arg) => {
  const at = arg.indexOf('=');
  if (at < 1) throw new Error(`a part is name=command, not: ${arg}`);
  return { name: arg.slice(0, at), command: arg.slice(at + 1) };
});
const slots = Math.max(1, Number(process.env.PARTS_CONCURRENCY) || os.availableParallelism());

function run({ name, command }) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, {
      shell: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '1' },
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const ok = code === 0;
      const text = Buffer.concat(output).toString().trimEnd();
      if (!ok && text) process.stdout.write(`${text}\n`);
      console.log(
        `${ok ? 'ok  ' : 'FAIL'} ${name} (${seconds} s)${ok ? '' : `: ${command} ended with ${signal ?? code}`}`,
      );
      resolve(ok);
    });
  });
}

const queue = [...parts];
const results = [];
const started = performance.now();
await Promise.all(
  Array.from({ length: Math.min(slots, queue.length) }, async () => {
    for (let part = queue.shift(); part; part = queue.shift()) results.push(await run(part));
  }),
);
console.log(`${parts.length} parts in ${((performance.now() - started) / 1000).toFixed(1)} s`);
if (results.some((ok) => !ok)) process.exit(1);
