import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, makeUser, type TestApp } from '../../test/harness';
import { waitForMail } from '../../test/mail-capture';

/** The embedded default (PGlite) through the main paths, even when the suite runs on a server. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ engine: 'pglite', workers: true });
});
afterAll(() => t.close());

describe('PGlite smoke run', () => {
  it('runs on the embedded database', () => {
    expect(t.ctx.database.kind).toBe('pglite');
  });

  it('signs in the first Super user, checks the login and signs out', async () => {
    const token = await t.login('admin@example.com', 'admin-password-1');
    const me = await t.as(token).auth.currentUser();
    expect(me.data).toMatchObject({ email: 'admin@example.com', is_super: true, is_owner_manager: true });
    expect((await t.as(token).auth.logout()).status).toBe(200);
    expect((await t.as(token).auth.currentUser()).status).toBe(401);
  });

  it('delivers mail through the job queue', async () => {
    const user = await makeUser(t.ctx);
    await t.api.auth.resetPassword({ body: { email: user.email } });
    const mail = await waitForMail(t.mails, user.email);
    expect(mail.text).toContain('/forgot/');
  });
});
