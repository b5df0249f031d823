import { expect, snap, test } from '../support/fixtures';

// One-minute sessions: the expiry job (every second) announces the end about a minute after sign-in.
test.use({ workerEnv: { SESSION_LIFETIME_MINUTES: '1', SESSION_EXPIRY_CHECK_SECONDS: '1' } });

test('after the session expires the login screen shows the timeout notice', async ({ page }) => {
  test.setTimeout(150_000);
  await page.goto('/');
  await page.getByLabel('E-mail').fill('employee@demo.test');
  await page.getByLabel('Password', { exact: true }).fill('demo-password-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect(page.getByText('Your session has expired. Please sign in again.')).toBeVisible({ timeout: 120_000 });
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await snap(page, 'session-expired-en');
});
