import type { Page } from '@playwright/test';
import { projectByCode } from '../support/documents';
import { expect, signIn, snap, test } from '../support/fixtures';

/*
 * A quote goes created → sent → corrections → sent → approved (DECISIONS.md quote states): staff
 * work in the demo condominium project's quotes panel in one browser, the owner of apartment A 1
 * (Aino Asukas) answers on her apartment page in another, in Finnish.
 */

const STAFF = 'owner.manager@demo.test';
const OWNER = 'asukas.omistaja@demo.test';
const QUOTE = 'Tammiparketti';

async function openQuotesPanel(page: Page, projectId: number) {
  await page.goto(`/project/${projectId}`);
  await page.getByRole('tab', { name: 'Material forms' }).click();
  await expect(page.getByRole('heading', { name: 'Apartment quotes' })).toBeVisible();
}

async function noHorizontalOverflow(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

test('a quote goes created → sent → corrections → sent → approved', async ({ page, browser, portal, api }) => {
  test.setTimeout(120_000);
  const { id: projectId } = await projectByCode(await api(STAFF), 'KOIV-2025');

  // Staff create the quote: name, a row priced per m2 and one without area; the total multiplies.
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, STAFF);
  await openQuotesPanel(page, projectId);
  await page.getByRole('button', { name: 'New quote' }).click();
  const modal = page.getByRole('dialog', { name: 'New quote' });
  await modal.getByRole('combobox', { name: 'Apartment' }).click();
  await page.getByRole('option', { name: 'A 1', exact: true }).click();
  await modal.getByRole('textbox', { name: 'Name' }).fill(QUOTE);
  await modal.getByRole('textbox', { name: 'Row 1 description' }).fill('Oak parquet');
  await modal.getByRole('textbox', { name: 'Price (€)' }).fill('45,50');
  await modal.getByRole('textbox', { name: 'Area (m2)' }).fill('12.25');
  await modal.getByRole('button', { name: 'Add row' }).click();
  await modal.getByRole('textbox', { name: 'Row 2 description' }).fill('Threshold');
  await modal.getByRole('textbox', { name: 'Price (€)' }).nth(1).fill('19.99');
  await expect(modal.getByText('Total: €577.37')).toBeVisible();
  await modal.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Success, please refresh page')).toBeVisible();
  const quoteModal = page.getByRole('dialog', { name: QUOTE });
  await expect(quoteModal.getByText('Created', { exact: true })).toBeVisible();
  await snap(page, 'material-quotes-staff-created-desk-en');
  // The room card's deadline comes from the deadline picker (15-minute steps), starting at the
  // spec's default 01.01.2022 00:00: the 15th of that month is picked and saved.
  await quoteModal.getByRole('button', { name: /Room card deadline/ }).click();
  // The calendar's dropdown (picking a day opens the time's own dropdown beside it).
  const calendar = page.locator('.mantine-Popover-dropdown').filter({ has: page.locator('table') });
  await calendar.getByRole('button', { name: /^15/ }).first().click();
  await calendar.locator('.mantine-DateTimePicker-submitButton').click();
  await expect(quoteModal.getByRole('button', { name: /Room card deadline/ })).toHaveText(/15\.01\.2022 00:00/);
  await quoteModal.getByRole('button', { name: 'Save deadline' }).click();
  await expect(quoteModal.getByText('Approve by: 15.01.2022 00:00')).toBeVisible();
  await quoteModal.getByRole('button', { name: 'Publish' }).click();
  await expect(quoteModal.getByText('Sent', { exact: true })).toBeVisible();
  await quoteModal.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('heading', { name: 'Stairwell A' })).toBeVisible();
  await snap(page, 'material-quotes-panel-desk-en');

  // The owner was told by e-mail; she opens the quote and asks for corrections, in Finnish.
  const mail = await portal.mail.waitFor(OWNER);
  expect(mail.subject).toContain(QUOTE);
  const ownerContext = await browser.newContext({ baseURL: portal.url });
  const owner = await ownerContext.newPage();
  await owner.setViewportSize({ width: 1440, height: 900 });
  await signIn(owner, OWNER);
  await expect(owner).toHaveURL(/\/condominium\/\d+\/apartments\/\d+$/);
  const apartmentPage = owner.url();
  await owner
    .getByRole('navigation', { name: /Main navigation|Päävalikko/ })
    .getByLabel(/Language|Kieli/)
    .selectOption('fi');
  await owner.getByRole('button', { name: `Avaa tarjous ${QUOTE}` }).click();
  const ownerModal = owner.getByRole('dialog', { name: QUOTE });
  await expect(ownerModal.getByText('Yhteensä: 577,37 €')).toBeVisible();
  await expect(ownerModal.getByRole('button', { name: 'Tallenna' })).toHaveCount(0);
  await snap(owner, 'material-quotes-owner-sent-desk-fi');
  await ownerModal.getByRole('textbox', { name: 'Mitä pitäisi korjata?' }).fill('Kynnys pois, kiitos.');
  await ownerModal.getByRole('button', { name: 'Lähetä korjauspyyntö' }).click();
  await expect(ownerModal.getByText('Korjauksia pyydetty', { exact: true })).toBeVisible();
  await expect(ownerModal.getByText('Kynnys pois, kiitos.')).toBeVisible();
  await ownerModal.getByRole('button', { name: 'Sulje' }).click();

  // Staff see the corrections, edit the quote and publish it again.
  await page.reload();
  await page.getByRole('tab', { name: 'Material forms' }).click();
  await page.getByRole('button', { name: `Open quote ${QUOTE}` }).click();
  await expect(quoteModal.getByText('Corrections requested', { exact: true })).toBeVisible();
  await expect(quoteModal.getByText('Kynnys pois, kiitos.')).toBeVisible();
  await quoteModal.getByRole('button', { name: 'Remove row 2' }).click();
  await expect(quoteModal.getByText('Total: €557.38')).toBeVisible();
  await quoteModal.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Success, please refresh page').first()).toBeVisible();
  await quoteModal.getByRole('button', { name: 'Publish' }).click();
  await expect(quoteModal.getByText('Sent', { exact: true })).toBeVisible();

  await quoteModal.getByRole('button', { name: 'Close' }).click();

  // On a phone the panel and the quote fit the width.
  await page.setViewportSize({ width: 390, height: 844 });
  await openQuotesPanel(page, projectId);
  await noHorizontalOverflow(page);
  await snap(page, 'material-quotes-panel-phone-en');
  await page.getByRole('button', { name: `Open quote ${QUOTE}` }).click();
  await expect(quoteModal.getByText('Sent', { exact: true })).toBeVisible();
  await noHorizontalOverflow(page);
  await snap(page, 'material-quotes-staff-modal-phone-en');
  await quoteModal.getByRole('button', { name: 'Close' }).click();

  // The owner approves, after a confirmation, on her phone.
  await owner.setViewportSize({ width: 390, height: 844 });
  await owner.goto(apartmentPage);
  await owner.getByRole('button', { name: `Avaa tarjous ${QUOTE}` }).click();
  await expect(ownerModal.getByText('Yhteensä: 557,38 €')).toBeVisible();
  await noHorizontalOverflow(owner);
  await snap(owner, 'material-quotes-owner-modal-phone-fi');
  await ownerModal.getByRole('button', { name: 'Hyväksy' }).click();
  await owner.getByRole('dialog', { name: 'Hyväksytäänkö tarjous?' }).getByRole('button', { name: 'Hyväksy' }).click();
  await expect(ownerModal.getByText('Hyväksytty', { exact: true }).first()).toBeVisible();
  await ownerModal.getByRole('button', { name: 'Sulje' }).click();
  await expect(owner.getByText('Aiemmat tarjoukset')).toBeVisible();
  await snap(owner, 'material-quotes-owner-history-phone-fi');
  await ownerContext.close();

  // Staff are told by e-mail that the owner approved.
  await expect
    .poll(async () => (await portal.mail.waitFor(STAFF)).subject, { timeout: 20_000 })
    .toMatch(/^(Quote approved|Tarjous hyväksytty): /);
});
