import { expect, snap, test } from '../support/fixtures';

// The login form is in index.html, shown before the app's scripts have run (apps/web/src/lib/first-screen.ts).
// Holding the app's start-up script makes that moment as long as the test needs.
test('the login form shows before the app starts, and what was typed is kept when the app takes over', async ({
  browser,
  baseURL,
}) => {
  for (const [locale, title, email, password] of [
    ['en-US', 'Sign in', 'E-mail', 'Password'],
    ['fi-FI', 'Kirjaudu sisään', 'Sähköposti', 'Salasana'],
  ] as const) {
    const context = await browser.newContext({ baseURL, locale });
    const page = await context.newPage();
    let letTheAppStart = () => {};
    const appMayStart = new Promise<void>((resolve) => {
      letTheAppStart = resolve;
    });
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await appMayStart;
      await route.continue();
    });
    // Not waiting for the load event: it waits for the held script.
    await page.goto('/', { waitUntil: 'commit' });
    const firstScreen = page.locator('#first-screen');
    await expect(firstScreen.getByRole('heading', { name: title })).toBeVisible();
    // Nothing can be sent yet: the button waits for the app.
    await expect(firstScreen.getByRole('button', { name: title })).toBeDisabled();
    await snap(page, `first-screen-${locale}`);
    // Both languages are in the page; the one shown is filled.
    await firstScreen.locator('input[type="email"]:visible').fill('owner.manager@demo.test');
    await firstScreen.locator('input[type="password"]:visible').fill('demo-password-1');

    letTheAppStart();
    await expect(firstScreen).toHaveCount(0);
    await expect(page.getByLabel(email)).toHaveValue('owner.manager@demo.test');
    const passwordField = page.getByLabel(password, { exact: true });
    await expect(passwordField).toHaveValue('demo-password-1');
    await expect(passwordField).toBeFocused();
    // The app's own form sends it.
    await page.getByRole('button', { name: title }).click();
    await expect(page.getByRole('navigation').first()).toBeVisible();
    await context.close();
  }
});

test('a signed-in visitor never sees the first screen', async ({ page }) => {
  await page.addInitScript(() => {
    window.localStorage.setItem('user', '{"id":1}');
  });
  await page.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort());
  await page.goto('/');
  await expect(page.locator('#first-screen')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toHaveCount(0);
});
