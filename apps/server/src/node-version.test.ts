import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { nodeSupport } from './node-version';

const here = path.dirname(fileURLToPath(import.meta.url));

describe('nodeSupport', () => {
  it('takes 24 and 22.12 on, warns on 20.19 on (past its end of life), refuses the rest', () => {
    for (const version of ['v24.0.0', 'v24.21.0', 'v22.12.0', 'v22.20.1', 'v26.1.0']) {
      expect(nodeSupport(version), version).toEqual({ supported: true });
    }
    for (const version of ['v20.19.0', 'v20.20.2']) {
      expect(nodeSupport(version), version).toMatchObject({ supported: true, warning: /end of life/ });
    }
    for (const version of ['v20.18.3', 'v18.20.4', 'v21.7.3', 'v22.11.0', 'v16.0.0']) {
      expect(nodeSupport(version), version).toMatchObject({ supported: false, message: /Node.js 24 or 22/ });
    }
  });
});

describe('dependencies that declare a newer Node.js than 20', () => {
  // content-disposition 3 and cookie 2 are ES modules that declare Node.js >= 22 (npm ci warns
  // EBADENGINE on 20); they are kept because their CommonJS users load them with require(), which
  // Node.js has done since 20.19 and 22.12, the floor the portal sets. This proves it on the running
  // Node.js, through the same require() their users make.
  it('load through their users’ require() and work: content-disposition (@fastify/static)', () => {
    const fromStatic = createRequire(createRequire(import.meta.url).resolve('@fastify/static'));
    const { create } = fromStatic('content-disposition') as { create: (name: string) => string };
    expect(create('Työmaa 1.pdf')).toMatch(/^attachment; .*filename\*=UTF-8''Ty%C3%B6maa%201\.pdf$/);
  });

  it('and cookie (light-my-request, behind inject)', () => {
    const fromFastify = createRequire(createRequire(import.meta.url).resolve('fastify'));
    const fromInject = createRequire(fromFastify.resolve('light-my-request'));
    const cookie = fromInject('cookie') as { parseCookie?: unknown; parse?: unknown };
    expect(typeof (cookie.parseCookie ?? cookie.parse)).toBe('function');
  });
});

describe.each(['main.ts', 'worker.ts'])('%s on an unsupported Node.js', (entry) => {
  it('refuses to start, and says why', async () => {
    // This Node.js, told it is 20.18. A start that got past the check would fail on the database
    // (nothing listens on port 1), with another message.
    const pretend = 'data:text/javascript,Object.defineProperty(process,"version",{value:"v20.18.3"})';
    const run = promisify(execFile)(
      process.execPath,
      ['--import', pretend, '--import', 'tsx', path.join(here, entry)],
      {
        env: { ...process.env, DATABASE_URL: 'postgres://127.0.0.1:1/none', PORT: '0' },
        timeout: 60_000,
      },
    );
    await expect(run).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('The portal needs Node.js 24 or 22 (22.12 or newer)'),
    });
  });
});
