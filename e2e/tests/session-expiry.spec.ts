import { expect, signIn, snap, test } from '../support/fixtures';

// Twenty-second sessions: long enough for the browser to subscribe to its user channel after the
// sign-in, after which the expiry job (every second) announces the end.
test.use({ workerEnv: { SESSION_LIFETIME_SECONDS: '20', SESSION_EXPIRY_CHECK_SECONDS: '1' } });

test('after the session expires the login screen shows the timeout notice', async ({ page }) => {
  await signIn(page, 'employee@demo.test');
  await expect(page.getByText('Your session has expired. Please sign in again.')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await snap(page, 'session-expired-en');
});
