import { expect, signIn, snap, test } from '../support/fixtures';

const ADMIN = 'owner.manager@demo.test';
const READER = 'employee@demo.test';

/** A one-page PDF, enough for the attachment's content check. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

test('a published notification appears for another signed-in user without a reload', async ({
  page,
  browser,
  portal,
}) => {
  test.setTimeout(120_000);
  // The reader waits on the projects list, where the panel shows the newest notifications.
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, READER);
  await page.goto('/projects');
  const panel = page.getByRole('region', { name: 'Notifications' });
  await expect(panel.getByText('Vesikatko maanantaina')).toBeVisible();
  await snap(page, 'notifications-panel-en-1440');

  const adminContext = await browser.newContext({ baseURL: portal.url, viewport: { width: 1440, height: 900 } });
  const admin = await adminContext.newPage();
  await signIn(admin, ADMIN);
  await admin.goto('/notifications');
  const table = admin.getByRole('table', { name: 'Notifications' });
  await expect(table.getByText('Luonnos: joulutauko')).toBeVisible();
  await snap(admin, 'notifications-admin-en-1440');

  const title = `Crane inspection ${Date.now()}`;
  await admin.getByRole('button', { name: 'Add notification' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Add a notification' });
  // Nothing is sent without a title and a body.
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Required')).toHaveCount(2);
  await dialog.getByRole('textbox', { name: /Title/ }).fill(title);
  await dialog
    .getByRole('textbox', { name: /Body/ })
    .fill(`The tower crane is inspected on Thursday. ${'Keep clear of the site. '.repeat(10)}`);
  await dialog.getByRole('checkbox', { name: 'Published' }).check();
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'crane.pdf', mimeType: 'application/pdf', buffer: PDF });
  await snap(admin, 'notifications-edit-en-1440');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(table.getByText(title)).toBeVisible();

  // The reader's panel shows it at once: the page was not reloaded.
  await expect(panel.getByText(title)).toBeVisible();
  await panel.getByRole('button', { name: new RegExp(`^${title}`) }).click();
  const reading = page.getByRole('dialog', { name: title });
  await expect(reading.getByRole('button', { name: 'Download crane.pdf' })).toBeVisible();
  await snap(page, 'notifications-read-en-1440');
  const download = page.waitForEvent('download');
  await reading.getByRole('button', { name: 'Download crane.pdf' }).click();
  expect((await download).suggestedFilename()).toBe('crane.pdf');
  await adminContext.close();
});

test('the published notifications, mobile links and missing translations, on a phone and in Finnish', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, ADMIN);
  await page.goto('/view-notifications');
  await expect(page.getByText('Vesikatko maanantaina')).toBeVisible();
  await expect(page.getByText('Luonnos: joulutauko')).toHaveCount(0);
  await snap(page, 'view-notifications-en-390');

  // The admin tables are cards on a phone: nothing wider than the screen, the row buttons in reach.
  await page.goto('/mobilelinks');
  const links = page.getByRole('list', { name: 'Mobile links' });
  await expect(links.getByText('Päivystys')).toBeVisible();
  await expect(links.getByRole('button', { name: /Edit/ }).first()).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await snap(page, 'mobile-links-en-390');
  await page.goto('/notifications');
  await expect(page.getByRole('list', { name: 'Notifications' }).getByText('Vesikatko maanantaina')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await snap(page, 'notifications-admin-en-390');

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole('navigation', { name: 'Main navigation' }).getByLabel('Language').selectOption('fi');
  await page.goto('/notifications');
  await expect(page.getByRole('table', { name: 'Tiedotteet' })).toBeVisible();
  await snap(page, 'notifications-admin-fi-1440');
  await page.goto('/mobilelinks');
  await page.getByRole('button', { name: 'Lisää linkki' }).click();
  const dialog = page.getByRole('dialog', { name: 'Lisää mobiililinkki' });
  await dialog.getByRole('textbox', { name: /Otsikko/ }).fill('Sää');
  await dialog.getByRole('textbox', { name: /Linkki/ }).fill('https://example.test/saa');
  await dialog.getByRole('button', { name: 'Tallenna' }).click();
  await expect(page.getByRole('table', { name: 'Mobiililinkit' }).getByText('Sää')).toBeVisible();
  await snap(page, 'mobile-links-fi-1440');
  await page.goto('/translations');
  await expect(page.getByRole('heading', { name: 'Puuttuvat käännökset' })).toBeVisible();
  await snap(page, 'translations-fi-1440');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/view-notifications');
  await expect(page.getByText('Vesikatko maanantaina')).toBeVisible();
  await snap(page, 'view-notifications-fi-390');
});
