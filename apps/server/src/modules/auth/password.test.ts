import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordTokens } from '../../platform/db/schema';
import { createTestApp, makeUser, TEST_PASSWORD, type TestApp } from '../../test/harness';
import { waitForMail } from '../../test/mail-capture';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ workers: true, config: { PUBLIC_URL: 'http://portal.test' } });
});
afterAll(() => t.close());

/** The token and e-mail of the reset link in a captured mail. */
function linkParts(text: string, route: 'forgot' | 'activate') {
  const match = text.match(new RegExp(`http://portal\\.test/${route}/([A-Za-z0-9_-]+)/([^\\s]+)`));
  if (!match) throw new Error(`no ${route} link in: ${text}`);
  return { token: match[1], email: decodeURIComponent(match[2]) };
}

describe('password reset', () => {
  it('answers 200 for an unknown address and sends nothing', async () => {
    const res = await t.call('POST', '/api/v1/user/reset-password', { body: { email: 'ghost@example.test' } });
    expect(res.statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 1500));
    expect(t.mails.some((m) => m.to.includes('ghost@example.test'))).toBe(false);
  });

  it('mails a single-use link that sets a new password', async () => {
    const user = await makeUser(t.ctx);
    expect((await t.call('POST', '/api/v1/user/reset-password', { body: { email: user.email } })).statusCode).toBe(200);
    const mail = await waitForMail(t.mails, user.email);
    expect(mail.subject).toBe('Reset your portal password');
    const { token, email } = linkParts(mail.text, 'forgot');
    expect(email).toBe(user.email);

    const change = (password: string, confirmation = password, tok = token) =>
      t.call('POST', '/api/v1/user/change-password', {
        body: { token: tok, email, password, password_confirmation: confirmation },
      });

    const mismatch = await change('new-secret-pass-1', 'other-secret-pass-1');
    expect(mismatch.statusCode).toBe(409);
    expect(mismatch.json().errorCode).toBe(14);

    const weak = await change('short');
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors.fields.password).toContain('password-too-short');

    expect((await change('new-secret-pass-1')).statusCode).toBe(200);
    const again = await change('another-pass-2');
    expect(again.statusCode).toBe(400);
    expect(again.json().errorCode).toBe(6);

    expect(
      (await t.call('POST', '/api/v1/authenticate', { body: { email, password: TEST_PASSWORD } })).statusCode,
    ).toBe(401);
    expect(
      (await t.call('POST', '/api/v1/authenticate', { body: { email, password: 'new-secret-pass-1' } })).statusCode,
    ).toBe(200);
  });

  it('writes the mail in the user’s language', async () => {
    const user = await makeUser(t.ctx, { locale: 'fi' });
    await t.call('POST', '/api/v1/user/reset-password', { body: { email: user.email } });
    const mail = await waitForMail(t.mails, user.email);
    expect(mail.subject).toBe('Portaalin salasanan vaihto');
    expect(mail.text).toContain('Hei');
  });

  it('refuses an expired link with 6', async () => {
    const user = await makeUser(t.ctx);
    await t.call('POST', '/api/v1/user/reset-password', { body: { email: user.email } });
    const { token, email } = linkParts((await waitForMail(t.mails, user.email)).text, 'forgot');
    await t.ctx.db
      .update(passwordTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordTokens.userId, user.id));
    const res = await t.call('POST', '/api/v1/user/change-password', {
      body: { token, email, password: 'new-secret-pass-1', password_confirmation: 'new-secret-pass-1' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.code).toBe(6);
  });
});
