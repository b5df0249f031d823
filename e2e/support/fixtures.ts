import { test as base, type Page } from '@playwright/test';
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
