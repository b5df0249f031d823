import { expect, signIn, snap, test } from '../support/fixtures';

// Sessions of five minutes and twenty seconds enter the five-minute warning window twenty seconds
// after sign-in, once the browser has subscribed to its user channel; the expiry job runs every second.
test.use({ workerEnv: { SESSION_LIFETIME_SECONDS: String(5 * 60 + 20), SESSION_EXPIRY_CHECK_SECONDS: '1' } });

test('the session warning appears when the server announces it, and continue signs in again', async ({ page }) => {
  await signIn(page, 'manager@demo.test');

  await expect(page.getByText('Your session is about to expire')).toBeVisible({ timeout: 60_000 });
  // The title blinks between the page title and the warning.
  await expect.poll(() => page.title(), { timeout: 5000 }).toContain('Session expiring');
  await snap(page, 'session-warning-en');

  await page.getByRole('button', { name: 'Continue' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in again' });
  await expect(dialog.getByLabel('E-mail')).toHaveValue('manager@demo.test');
  await expect(dialog.getByLabel('E-mail')).not.toBeEditable();
  await dialog.getByLabel('Password', { exact: true }).fill('demo-password-1');
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
});
