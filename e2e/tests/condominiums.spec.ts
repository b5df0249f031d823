import type { Page } from '@playwright/test';
import { seriousAccessibilityViolations } from '../support/axe';
import { expect, signIn, snap, test, unfoldProjectDetails } from '../support/fixtures';

/** A 64 × 48 PNG: the server re-encodes it as JPEG and serves it back. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAwCAIAAAAuKetIAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAfUlEQVRoge2SAQkAURSDFsdMS3LxL4Y8/sAAOha+nia6AQuoviK7UO8S3YAFVF+RXah3iW7AAqqvyC7Uu0Q3YAHVV2QX6l2iG7CA6iuyC/Uu0Q1YQPUV2YV6l+gGLKD6iuxCvUt0AxZQfUV2od4lugELqL4iu1DvEt2AxwN+eU24pvQKn4UAAAAASUVORK5CYII=',
  'base64',
);

/** Nothing on the page is wider than the window (no sideways scrolling). */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('staff create a condominium with a template and a photo, and see it listed', async ({ page }) => {
  const name = `As Oy E2E Pihlaja ${Date.now()}`;
  await signIn(page, 'owner.manager@demo.test');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Condominiums' }).click();
  await expect(page).toHaveURL(/\/condominiums$/);
  await expect(page.getByRole('table', { name: 'Condominiums' }).getByText('As Oy Demo Koivikko')).toBeVisible();
  await snap(page, 'condominiums-1366-en');
  expect(await seriousAccessibilityViolations(page, '#main-content')).toEqual([]);

  await page.getByRole('button', { name: 'New condominium' }).click();
  const dialog = page.getByRole('dialog', { name: 'New condominium' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Required')).toBeVisible();
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Street address').fill('Pihlajatie 3');
  await dialog.getByLabel('Postcode').fill('33100');
  await dialog.getByLabel('Post office').fill('Tampere');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/condominium\/\d+/);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByText('Pihlajatie 3, 33100 Tampere').first()).toBeVisible();

  // Apartment templates: the add button waits for a name.
  const add = page.getByRole('button', { name: 'Add', exact: true });
  await expect(add).toBeDisabled();
  await page.getByLabel('New apartment template').fill('Kaksio A');
  await expect(add).toBeEnabled();
  await add.click();
  await expect(page.getByRole('table', { name: 'Apartment templates' }).getByText('Kaksio A')).toBeVisible();

  // The photo: a placeholder first, then the uploaded image.
  await expect(page.getByText('No photo')).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles({ name: 'house.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByTestId('condominium-photo')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Replace photo' })).toBeVisible();
  await snap(page, 'condominium-base-1366-en');
  expect(await seriousAccessibilityViolations(page, '#main-content')).toEqual([]);

  // Two apartments with the template; a number with a leading zero is refused on the page first.
  await page.getByRole('tab', { name: 'Apartments' }).click();
  const form = page.getByRole('form', { name: 'New apartment' });
  const apartments = page.getByRole('table', { name: 'Apartments' });
  await form.getByLabel('Stairwell').fill('A');
  await form.getByLabel('Apartment number').fill('01');
  await form.getByRole('button', { name: 'Add apartment' }).click();
  await expect(form.getByText('A whole number without leading zeros or sign, or empty')).toBeVisible();
  // The template stays chosen for the next apartment.
  await form.getByLabel('Apartment template').click();
  await page.getByRole('option', { name: 'Kaksio A' }).click();
  for (const [index, number] of ['1', '2'].entries()) {
    await form.getByLabel('Stairwell').fill('A');
    await form.getByLabel('Apartment number').fill(number);
    await expect(form.getByLabel('Apartment template')).toHaveValue('Kaksio A');
    await form.getByRole('button', { name: 'Add apartment' }).click();
    // The header row and one row per apartment.
    await expect(apartments.getByRole('row')).toHaveCount(index + 2);
  }
  await snap(page, 'condominium-apartments-1366-en');
  await page.getByRole('tab', { name: 'Base data' }).click();

  await page.setViewportSize({ width: 390, height: 844 });
  // Loaded again at phone width: the shell lays itself out for the phone on load.
  await page.reload();
  await expect(page.getByTestId('condominium-photo')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await snap(page, 'condominium-base-390-en');

  // Listed, searchable; a row click opens it.
  await page.goto('/condominiums');
  await page.getByRole('searchbox', { name: 'Search condominiums' }).fill('pihlajatie');
  // On a phone the table's rows are cards; a card click opens the condominium as a row click does.
  const cards = page.getByRole('list', { name: 'Condominiums' });
  await expect(cards.getByRole('listitem')).toHaveCount(1);
  await expectNoSidewaysScroll(page);
  await snap(page, 'condominiums-390-en');
  await cards.getByText('Tampere').click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
});

test('in Finnish, a condominium project needs a condominium in the create form', async ({ page }) => {
  await signIn(page, 'owner.manager@demo.test');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByLabel('Language').selectOption('fi');
  await page.getByRole('button', { name: 'Luo projekti' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Nimi').fill('Pihlajan linjasaneeraus');
  await dialog.getByLabel('Tunnus').fill(`E2E-TY-${Date.now() % 100000}`);
  await dialog.getByLabel('Projektin tyyppi').click();
  await page.getByRole('option', { name: 'Taloyhtiöhanke' }).click();
  const condominium = dialog.getByLabel(/^Taloyhtiö/);
  await expect(condominium).toBeVisible();
  await dialog.getByRole('button', { name: 'Luo', exact: true }).click();
  await expect(dialog.getByText('Pakollinen').first()).toBeVisible();
  await expect(dialog).toBeVisible();
  await snap(page, 'project-create-condominium-required-1366-fi');

  await condominium.click();
  await page.getByRole('option', { name: 'As Oy Demo Koivikko' }).click();
  await dialog.getByRole('button', { name: 'Luo', exact: true }).click();
  await expect(dialog).toBeHidden();

  await page.goto('/condominiums');
  await page.getByRole('table', { name: 'Taloyhtiöt' }).getByRole('link', { name: 'As Oy Demo Koivikko' }).click();
  await expect(page.getByRole('link', { name: /Pihlajan linjasaneeraus/ })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole('link', { name: /Pihlajan linjasaneeraus/ })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await snap(page, 'condominium-base-390-fi');
});

test('a condominium project without a condominium warns, refuses an empty choice and saves one', async ({ page }) => {
  await signIn(page, 'owner.manager@demo.test');
  // The demo's archived condominium project has no condominium.
  await page.goto('/project-archive');
  await page.getByRole('link', { name: 'TRE-0515' }).first().click();
  await expect(page).toHaveURL(/\/project\/\d+/);
  const warning = page.getByRole('alert').filter({ hasText: 'has no condominium yet' });
  await expect(warning).toBeVisible();
  await snap(page, 'project-condominium-missing-1366-en');
  expect(await seriousAccessibilityViolations(page, '#main-content')).toEqual([]);

  // Saving with nothing chosen alerts the user.
  const alerted: string[] = [];
  page.once('dialog', (dialog) => {
    alerted.push(dialog.message());
    void dialog.dismiss();
  });
  await warning.getByRole('button', { name: 'Save condominium' }).click();
  await expect.poll(() => alerted).toEqual(['Choose a condominium first.']);

  await warning.getByLabel('Condominium').click();
  await page.getByRole('option', { name: 'As Oy Demo Koivikko' }).click();
  await warning.getByRole('button', { name: 'Save condominium' }).click();
  await expect(warning).toBeHidden();
  await unfoldProjectDetails(page);
  await expect(page.getByRole('link', { name: 'As Oy Demo Koivikko' })).toBeVisible();
});
