import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendPasswordLink } from '../../platform/auth/password-links';
import { selectRows } from '../../platform/db/rows';
import { passwordTokens } from '../../platform/db/schema';
import { MAIL_JOB } from '../../platform/mail/mail-queue';
import { createTestApp, makeUser, TEST_PASSWORD, type TestApp } from '../../test/harness';
import { waitForMail } from '../../test/mail-capture';
import { PASSWORD_RESET_JOB } from './auth.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ workers: true, config: { PUBLIC_URL: 'http://portal.test' } });
});
afterAll(() => t.close());

/** The states of the queued jobs `name` whose data has `key` = `value`. */
async function jobStates(name: string, key: string, value: string): Promise<string[]> {
  const rows = await selectRows<{ state: string }>(
    t.ctx.db,
    sql`select state from pgboss.job where name = ${name} and data->>${key} = ${value}`,
  );
  return rows.map((r) => r.state);
}

/** The token and e-mail of the reset link in a captured mail. */
function linkParts(text: string, route: 'forgot' | 'activate') {
  const match = text.match(new RegExp(`http://portal\\.test/${route}/([A-Za-z0-9_-]+)/([^\\s]+)`));
  if (!match) throw new Error(`no ${route} link in: ${text}`);
  return { token: match[1], email: decodeURIComponent(match[2]) };
}

describe('password reset', () => {
  it('answers 200 for an unknown address and sends nothing', async () => {
    const email = 'ghost@example.test';
    const res = await t.api.auth.resetPassword({ body: { email } });
    expect(res.status).toBe(200);
    // The answer only queues the request; once its job has run, any mail would have been queued.
    await expect.poll(() => jobStates(PASSWORD_RESET_JOB, 'email', email), { timeout: 15_000 }).toEqual(['completed']);
    expect(await jobStates(MAIL_JOB, 'to', email)).toEqual([]);
    expect(t.mails.some((m) => m.to.includes(email))).toBe(false);
  });

  it('mails a single-use link that sets a new password', async () => {
    const user = await makeUser(t.ctx);
    expect((await t.api.auth.resetPassword({ body: { email: user.email } })).status).toBe(200);
    const mail = await waitForMail(t.mails, user.email);
    expect(mail.subject).toBe('Reset your portal password');
    const { token, email } = linkParts(mail.text, 'forgot');
    expect(email).toBe(user.email);

    const change = (password: string, confirmation = password, tok = token) =>
      t.api.auth.changePassword({ body: { token: tok, email, password, password_confirmation: confirmation } });

    const mismatch = await change('new-secret-pass-1', 'other-secret-pass-1');
    expect(mismatch.status).toBe(409);
    expect(mismatch.error.code).toBe(14);

    const weak = await change('short');
    expect(weak.status).toBe(422);
    expect(weak.error.fields?.password).toContain('password-too-short');

    expect((await change('new-secret-pass-1')).status).toBe(200);
    const again = await change('another-pass-2');
    expect(again.status).toBe(400);
    expect(again.error.code).toBe(6);

    expect((await t.api.auth.authenticate({ body: { email, password: TEST_PASSWORD } })).status).toBe(401);
    expect((await t.api.auth.authenticate({ body: { email, password: 'new-secret-pass-1' } })).status).toBe(200);
  });

  it('writes the mail in the user’s language', async () => {
    const user = await makeUser(t.ctx, { locale: 'fi' });
    await t.api.auth.resetPassword({ body: { email: user.email } });
    const mail = await waitForMail(t.mails, user.email);
    expect(mail.subject).toBe('Portaalin salasanan vaihto');
    expect(mail.text).toContain('Hei');
  });

  it('refuses an expired link with 6', async () => {
    const user = await makeUser(t.ctx);
    await t.api.auth.resetPassword({ body: { email: user.email } });
    const { token, email } = linkParts((await waitForMail(t.mails, user.email)).text, 'forgot');
    await t.ctx.db
      .update(passwordTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordTokens.userId, user.id));
    const res = await t.api.auth.changePassword({
      body: { token, email, password: 'new-secret-pass-1', password_confirmation: 'new-secret-pass-1' },
    });
    expect(res.status).toBe(400);
    expect(res.error.code).toBe(6);
  });
});

describe('single use under concurrency', () => {
  it('lets exactly one of two simultaneous changes with the same link succeed', async () => {
    const user = await makeUser(t.ctx);
    await t.api.auth.resetPassword({ body: { email: user.email } });
    const { token, email } = linkParts((await waitForMail(t.mails, user.email)).text, 'forgot');
    const change = (password: string) =>
      t.api.auth.changePassword({ body: { token, email, password, password_confirmation: password } });
    const answers = await Promise.all([change('first-secret-pass-1'), change('second-secret-pass-2')]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    expect(answers.find((a) => a.status === 400)?.error.code).toBe(6);
    // The password is the winner's.
    const winner = answers[0].status === 200 ? 'first-secret-pass-1' : 'second-secret-pass-2';
    expect((await t.api.auth.authenticate({ body: { email, password: winner } })).status).toBe(200);
  });
});

describe('links and their mail in the caller’s transaction', () => {
  const mailJobs = async (to: string) => (await jobStates(MAIL_JOB, 'to', to)).length;
  const links = async (userId: number) =>
    (await t.ctx.db.select().from(passwordTokens).where(eq(passwordTokens.userId, userId))).length;

  it('writes neither the link nor its mail when the transaction rolls back', async () => {
    const user = await makeUser(t.ctx);
    await expect(
      t.ctx.db.transaction(async (tx) => {
        await sendPasswordLink(t.ctx, user.id, 'activate', tx);
        throw new Error('the caller fails after asking for the link');
      }),
    ).rejects.toThrow('the caller fails');
    expect(await links(user.id)).toBe(0);
    expect(await mailJobs(user.email)).toBe(0);
  });

  it('writes both when it commits, and the mail is delivered', async () => {
    const user = await makeUser(t.ctx);
    await t.ctx.db.transaction((tx) => sendPasswordLink(t.ctx, user.id, 'activate', tx));
    expect(await links(user.id)).toBe(1);
    expect(await mailJobs(user.email)).toBe(1);
    expect((await waitForMail(t.mails, user.email)).subject).toBe('Activate your portal account');
  });
});
