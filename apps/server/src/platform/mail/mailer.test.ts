import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from './mailer';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-mail-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('mail without SMTP_URL', () => {
  it('writes an .eml file under DATA_DIR/mail and logs its links', async () => {
    const logged: { obj: object; msg: string }[] = [];
    const mailer = createMailer({
      from: 'Portal <no-reply@portal.test>',
      dataDir,
      log: { info: (obj, msg) => logged.push({ obj, msg }) },
    });
    const link = 'http://portal.test/activate/abc123/someone%40example.test';
    await mailer.send({
      to: 'someone@example.test',
      subject: 'Activate your portal account',
      text: `Set your password here:\n\n${link}\n`,
      links: [link],
    });

    const files = await readdir(path.join(dataDir, 'mail'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/someone@example\.test\.eml$/);
    const eml = await readFile(path.join(dataDir, 'mail', files[0]), 'utf8');
    expect(eml).toMatch(/^To: someone@example\.test$/m);
    expect(eml).toMatch(/^Subject: Activate your portal account$/m);
    expect(eml).toContain(link);

    expect(logged).toHaveLength(1);
    expect(logged[0].obj).toMatchObject({
      to: 'someone@example.test',
      file: path.join(dataDir, 'mail', files[0]),
      links: [link],
    });
  });
});
