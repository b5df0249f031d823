import { expect, signIn, snap, test } from '../support/fixtures';

// One-minute sessions: the expiry job (every second) announces the end about a minute after sign-in.
test.use({ workerEnv: { SESSION_LIFETIME_MINUTES: '1', SESSION_EXPIRY_CHECK_SECONDS: '1' } });

test('after the session expires the login screen shows the timeout notice', async ({ page }) => {
  test.setTimeout(150_000);
  await signIn(page, 'employee@demo.test');
  await expect(page.getByText('Your session has expired. Please sign in again.')).toBeVisible({ timeout: 120_000 });
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await snap(page, 'session-expired-en');
});
