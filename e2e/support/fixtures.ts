import { type APIRequestContext, test as base, expect as baseExpect, type Page } from '@playwright/test';
import { startMailCapture } from './mail-capture';
import { type Portal, startPortal } from './portal-server';

export const ADMIN = { email: 'admin@example.com', password: 'admin-password-1' };
export const DEMO_PASSWORD = 'demo-password-1';

type MailCapture = Awaited<ReturnType<typeof startMailCapture>>;

/** One portal (demo data, real SMTP capture) per worker; spec files may pass extra env. */
export const test = base.extend<
  { portalEnv: Record<string, string> },
  { portal: Portal & { mail: MailCapture }; workerEnv: Record<string, string> }
>({
  workerEnv: [{}, { scope: 'worker', option: true }],
  portalEnv: [{}, { option: true }],
  portal: [
    async ({ workerEnv }, use) => {
      const mail = await startMailCapture();
      const portal = await startPortal({
        DEMO: '1',
        // The demo photos take seconds to draw; the browser tests upload the documents they need.
        DEMO_DOCUMENTS: 'false',
        SMTP_URL: mail.url,
        JOB_POLL_SECONDS: '0.5',
        ENVIRONMENT_MARKERS: 'Demo',
        ...workerEnv,
      });
      await use({ ...portal, mail });
      await portal.stop();
      await mail.close();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ portal }, use) => use(portal.url),
});

export { expect } from '@playwright/test';

/** Saves a screenshot under e2e/screenshots for people to look at. */
export async function snap(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `screenshots/${name}.png`, fullPage: true });
}

/**
 * Opens a page signed out and waits until the app has taken over from the prerendered login form
 * (apps/web/src/lib/first-screen.ts), whose buttons do nothing until then.
 */
export async function openSignedOut(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await page.locator('#first-screen').waitFor({ state: 'detached' });
}

/**
 * Signs in through the login form (the one sign-in fixture of the browser tests) and waits until
 * the form has gone (the shell's navigation is a drawer on phones). Demo users share DEMO_PASSWORD.
 */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await openSignedOut(page);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await baseExpect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
}

/** Signs in through the API and answers the bearer header, for checks behind the screens. */
export async function apiHeaders(
  request: APIRequestContext,
  email: string,
  password = DEMO_PASSWORD,
): Promise<{ authorization: string }> {
  const login = await request.post('/api/v1/authenticate', { data: { email, password, isPortal: true } });
  const token = (await login.json()).data.user.token as string;
  return { authorization: `Bearer ${token}` };
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
