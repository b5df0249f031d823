import type { Page } from '@playwright/test';
import type { ApiClient } from '../support/api';
import { expect, openSignedOut, signIn, snap, test } from '../support/fixtures';

/*
 * Residents (DECISIONS.md "Apartment residents"): staff add an owner by e-mail, the owner activates
 * the account from the mailed link, signs in and lands on the apartment, with nothing but "My
 * apartments" in the sidebar. The demo condominium and its residents come with the demo data.
 */

const NEW_OWNER = { email: 'uusi.omistaja@example.test', name: 'Uuno Uusi', password: 'owner-password-1' };

/** An apartment of a demo resident: its condominium and id, through their own GET user/apartments. */
async function apartmentOf(resident: ApiClient) {
  const [apartment] = (await resident.residents.myApartments()).data;
  if (!apartment) throw new Error('the resident has no apartment');
  return { condominiumId: apartment.condominium.id, apartmentId: apartment.id };
}

async function sidebarLinks(page: Page) {
  return page
    .getByRole('navigation', { name: /Main navigation|Päävalikko/ })
    .getByRole('link')
    .allInnerTexts();
}

test.describe.configure({ mode: 'serial' });

test('staff add an owner by e-mail; the owner activates, signs in and lands on the apartment', async ({
  page,
  portal,
  api,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const { condominiumId, apartmentId } = await apartmentOf(await api('asukas.omistaja@demo.test'));
  // Staff add the owner on the condominium's users tab, the activation mail in Finnish.
  await signIn(page, 'owner.manager@demo.test');
  await page.goto(`/condominium/${condominiumId}?tab=users`);
  await page.getByRole('button', { name: 'Add a person' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a person by e-mail' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(NEW_OWNER.name);
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(NEW_OWNER.email);
  await dialog.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Owner', exact: true }).click();
  await dialog.getByRole('combobox', { name: 'Apartment' }).click();
  await page.getByRole('option', { name: 'A 1', exact: true }).click();
  await dialog.getByRole('combobox', { name: 'Language of the e-mail' }).click();
  await page.getByRole('listbox').getByRole('option', { name: 'Suomi' }).click();
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('main').getByText(NEW_OWNER.name).first()).toBeVisible();
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());

  const mail = await portal.mail.waitFor(NEW_OWNER.email);
  expect(mail.subject).toBe('Aktivoi portaalin käyttäjätilisi');
  const link = mail.text.match(/https?:\/\/\S+\/activate\/\S+/)?.[0] ?? '';
  expect(link).toMatch(/^http/);
  await page.goto(new URL(link).pathname);
  await page.getByLabel('New password', { exact: true }).fill(NEW_OWNER.password);
  await page.getByLabel('Confirm new password').fill(NEW_OWNER.password);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('Your password has been saved')).toBeVisible();

  // A new account accepts the terms of use on its first sign-in.
  await openSignedOut(page);
  await page.getByLabel('E-mail').fill(NEW_OWNER.email);
  await page.getByLabel('Password', { exact: true }).fill(NEW_OWNER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Accept terms' }).click();
  await expect(page).toHaveURL(new RegExp(`/condominium/${condominiumId}/apartments/${apartmentId}$`));
  await expect.poll(() => sidebarLinks(page)).toEqual(['My apartments', 'Privacy policy']);
  // The apartment page itself: its header and its residents, the new owner among them.
  await expect(page.getByRole('heading', { level: 1, name: /^Apartment / })).toBeVisible();
  await expect(page.getByRole('main').getByText(NEW_OWNER.name).first()).toBeVisible();
  await snap(page, 'residents-owner-lands-desk');
});

test('an owner of two apartments gets "My apartments", in English and Finnish, on a phone too', async ({
  page,
  api,
}) => {
  const staff = await api('owner.manager@demo.test');
  const second = await apartmentOf(await api('asukas.vuokralainen@demo.test'));
  const added = await staff.residents.addCondominiumUser({
    params: { id: second.condominiumId },
    body: { email: NEW_OWNER.email, name: NEW_OWNER.name, role: 'tenant', apartment_id: second.apartmentId },
  });
  expect(added.status).toBe(201);

  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, NEW_OWNER.email, NEW_OWNER.password);
  await expect(page).toHaveURL(/\/my-apartments$/);
  const language = page.getByRole('navigation', { name: /Main navigation|Päävalikko/ }).getByLabel(/Language|Kieli/);
  await language.selectOption('en');
  await expect(page.getByRole('heading', { name: 'My apartments' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Apartment A 1, As Oy Demo Koivikko/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Apartment A 2, As Oy Demo Koivikko/ })).toBeVisible();
  await snap(page, 'residents-my-apartments-desk-en');
  await language.selectOption('fi');
  await expect(page.getByRole('heading', { name: 'Omat huoneistot' })).toBeVisible();
  await snap(page, 'residents-my-apartments-desk-fi');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/my-apartments');
  await expect(page.getByRole('link', { name: /^Huoneisto A 2, As Oy Demo Koivikko/ })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await snap(page, 'residents-my-apartments-phone-fi');

  // The staff areas are not there for a resident: the server answers 404.
  const owner = await api(NEW_OWNER.email, NEW_OWNER.password);
  const staffAreas = {
    projects: () => owner.projects.list(),
    companies: () => owner.companies.list(),
    users: () => owner.users.list(),
    summaryviews: () => owner.summaryViews.list(),
  };
  for (const [area, list] of Object.entries(staffAreas)) expect((await list()).status, area).toBe(404);
});
