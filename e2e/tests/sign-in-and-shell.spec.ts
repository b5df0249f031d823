import { ADMIN, expect, openSignedOut, signIn, snap, test } from '../support/fixtures';

test('sign in, accept the terms, see the shell, switch to Finnish, sign out', async ({ page }) => {
  await openSignedOut(page);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await snap(page, 'login-en');

  // Empty fields are refused before any call.
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('* This field is required').first()).toBeVisible();

  await page.getByLabel('E-mail').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill('wrong-password-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Check email and password')).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();

  // The first Super user has not accepted the terms yet.
  const terms = page.getByRole('dialog', { name: 'Terms of use' });
  await expect(terms.getByText('Terms of use and privacy')).toBeVisible();
  await snap(page, 'terms-en');
  await terms.getByRole('button', { name: 'Accept terms' }).click();

  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Projects', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Permissions' })).toBeVisible();
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByText('Demo', { exact: true }).first()).toBeVisible();
  // The projects page and its map are lazy chunks: the picture waits for the table and the markers.
  const projectMarkers = page
    .getByRole('region', { name: 'Map of the listed projects' })
    .locator('.leaflet-marker-icon');
  await expect(page.getByRole('heading', { name: 'Projects', exact: true })).toBeVisible();
  await expect(projectMarkers.first()).toBeVisible();
  await snap(page, 'shell-en');

  await nav.getByLabel('Language').selectOption('fi');
  const navFi = page.getByRole('navigation', { name: 'Päävalikko' });
  await expect(navFi.getByRole('link', { name: 'Projektit', exact: true })).toBeVisible();
  await expect(page.getByText('???')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Projektit', exact: true })).toBeVisible();
  // Switching the language keeps the map and its markers.
  await expect(
    page.getByRole('region', { name: 'Listan projektit kartalla' }).locator('.leaflet-marker-icon').first(),
  ).toBeVisible();
  await snap(page, 'shell-fi');

  await navFi.getByRole('button', { name: 'Kirjaudu ulos' }).click();
  await expect(page.getByRole('heading', { name: 'Kirjaudu sisään' })).toBeVisible();
  await expect(page.getByText('???')).toHaveCount(0);
  await snap(page, 'login-fi');

  // The choice of language is kept for the next visit.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Kirjaudu sisään' })).toBeVisible();
});

test('the shell shows an employee only what the role allows', async ({ page }) => {
  await signIn(page, 'employee@demo.test');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Projects', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Permissions' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Companies' })).toHaveCount(0);
  // A restricted route sends the user away.
  await page.goto('/permissions');
  await expect(page).toHaveURL(/\/projects$/);
});

test('the mobile layout below 1025 px uses a menu button', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await signIn(page, 'manager@demo.test');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('link', { name: 'Project archive' })).toBeVisible();
  await snap(page, 'shell-mobile-en');
});
