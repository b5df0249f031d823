import { test as base, expect as baseExpect, type Page } from '@playwright/test';
import type { SessionUser } from '@portal/contracts';
import { USER_STORAGE_KEY } from '../../apps/web/src/lib/storage-keys';
import { type ApiClient, apiClient } from './api';
import { startMailCapture } from './mail-capture';
import { PORTAL_DATA_ENV, portalEnv } from './portal-env';
import { type Portal, startPortal } from './portal-server';

export const ADMIN = { email: 'admin@example.com', password: 'admin-password-1' };
export const DEMO_PASSWORD = 'demo-password-1';

type MailCapture = Awaited<ReturnType<typeof startMailCapture>>;

/** One portal (demo data, real SMTP capture) per worker; spec files may pass extra env. */
export const test = base.extend<
  {
    /** `await api(email)`: the typed API client signed in as that user on this worker's portal. */
    api: (email: string, password?: string) => Promise<SignedInApi>;
  },
  { portal: Portal & { mail: MailCapture }; workerEnv: Record<string, string> }
>({
  workerEnv: [{}, { scope: 'worker', option: true }],
  portal: [
    async ({ workerEnv }, use) => {
      const mail = await startMailCapture();
      const portal = await startPortal(portalEnv({ SMTP_URL: mail.url, ...workerEnv }), {
        from: process.env[PORTAL_DATA_ENV],
      });
      await use({ ...portal, mail });
      await portal.stop();
      await mail.close();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ portal }, use) => use(portal.url),
  api: async ({ portal }, use) => use((email, password) => apiAs(portal.url, email, password)),
});

export { expect } from '@playwright/test';

/**
 * Saves a screenshot under e2e/screenshots for people to look at: the whole page, or only the
 * screen. A whole-page picture of a page taller than the screen makes Chromium lay the page out at
 * another size for a moment, and the page hears that as a resize: pictures taken while something
 * that follows the window's size is open (the floating document window clamps itself to it) take
 * the screen instead, so the picture does not change what the test goes on to check.
 */
export async function snap(page: Page, name: string, { screenOnly = false } = {}): Promise<void> {
  await page.screenshot({ path: `screenshots/${name}.png`, fullPage: !screenOnly });
}

/**
 * Opens a page signed out and waits until the app has taken over from the prerendered login form
 * (apps/web/src/lib/first-screen.ts), whose buttons do nothing until then.
 */
export async function openSignedOut(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await page.locator('#first-screen').waitFor({ state: 'detached' });
}

/** A client signed in as one user, with that user's session for the browser. */
export type SignedInApi = ApiClient & { user: SessionUser };

/** Signs `email` in through the API (a fresh session of its own) and answers the client. */
export async function apiAs(baseUrl: string, email: string, password = DEMO_PASSWORD): Promise<SignedInApi> {
  const { user } = (await apiClient(baseUrl).auth.authenticate({ body: { email, password, isPortal: true } })).data;
  return Object.assign(apiClient(baseUrl, user.token), { user });
}

/**
 * Signs in as the login form does (the one sign-in fixture of the browser tests): a fresh session
 * from the API is stored where the app keeps it, then the app opens signed in. The form itself is
 * driven by the tests of signing in; everywhere else typing it again would only cost time.
 * Demo users share DEMO_PASSWORD.
 */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<SignedInApi> {
  // Any small file of the portal's origin: the session is stored before the app first starts.
  await page.goto('/favicon.svg');
  const api = await apiAs(new URL(page.url()).origin, email, password);
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [USER_STORAGE_KEY, JSON.stringify(api.user)]);
  await page.goto('/');
  await page.locator('#main-content').waitFor({ state: 'attached' });
  return api;
}

/** Signs in through the login form, for the tests of signing in and of the first screen. */
export async function signInWithForm(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await openSignedOut(page);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await baseExpect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
}

/**
 * On a desk-wide screen a project's details and folders are folded into one line above its
 * documents; this unfolds them (the browser remembers it for the next project pages).
 */
export async function unfoldProjectDetails(page: Page): Promise<void> {
  const fold = page.getByRole('button', { name: /^Project details and folders/ });
  await baseExpect(fold).toBeVisible();
  if ((await fold.getAttribute('aria-expanded')) !== 'true') await fold.click();
  await baseExpect(fold).toHaveAttribute('aria-expanded', 'true');
}
