import { expect, signIn, snap, test } from '../support/fixtures';

// Six-minute sessions enter the five-minute warning window a minute after sign-in, when the
// browser is surely subscribed; the expiry job runs every second.
test.use({ workerEnv: { SESSION_LIFETIME_MINUTES: '6', SESSION_EXPIRY_CHECK_SECONDS: '1' } });

test('the session warning appears when the server announces it, and continue signs in again', async ({ page }) => {
  test.setTimeout(150_000);
  await signIn(page, 'manager@demo.test');

  await expect(page.getByText('Your session is about to expire')).toBeVisible({ timeout: 100_000 });
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
