import type { Page } from '@playwright/test';
import { DEMO_CONDOMINIUM } from '../../apps/server/src/seed/demo-condominiums-seed';
import type { ApiClient } from '../support/api';
import { expect, signIn, snap, test } from '../support/fixtures';

const STAFF = 'owner.manager@demo.test';

/** The demo condominium's first apartment (seed/demo-condominiums-seed.ts: A 1, "Kaksio A"). */
async function demoApartment(api: ApiClient): Promise<{ condominiumId: number; apartmentId: number }> {
  const condominiums = (await api.condominiums.list({ query: { per_page: 9999, search: DEMO_CONDOMINIUM } })).data;
  const condominium = condominiums.find((c) => c.name === DEMO_CONDOMINIUM);
  if (!condominium) throw new Error('the demo condominium is missing');
  const apartments = (await api.apartments.list({ params: { id: condominium.id } })).data;
  const a1 = apartments.find((a) => a.stairwell === 'A' && a.apartment_number === '1');
  if (!a1) throw new Error('the demo condominium has no apartment A 1');
  return { condominiumId: condominium.id, apartmentId: a1.id };
}

/** Nothing wider than the window: no sideways scrolling. */
async function expectNoSidewaysScroll(page: Page) {
  const { scrolled, visible } = await page.evaluate(() => ({
    scrolled: document.documentElement.scrollWidth,
    visible: window.innerWidth,
  }));
  expect(scrolled).toBeLessThanOrEqual(visible);
}

test('staff open an apartment page, in English and Finnish, at a desk and on a phone; others are not found', async ({
  page,
  api,
}) => {
  const { condominiumId, apartmentId } = await demoApartment(await api(STAFF));
  const path = `/condominium/${condominiumId}/apartments/${apartmentId}`;
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, STAFF);

  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Apartment A 1' })).toBeVisible();
  await expect(page.getByText('Apartment template: Kaksio A')).toBeVisible();
  await expect(page.getByRole('main').getByText(DEMO_CONDOMINIUM).first()).toBeVisible();
  await expect(page.getByText('Koivikkotie 12, 00630 Helsinki')).toBeVisible();
  await snap(page, 'apartment-page-1440-en');
  await page.setViewportSize({ width: 390, height: 844 });
  // Loaded again at phone width: the desk navigation's slide-out is not part of the page.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Apartment A 1' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await snap(page, 'apartment-page-390-en');

  // An apartment that is not there, and one asked through another condominium: the same not-found state.
  await page.goto(`/condominium/${condominiumId}/apartments/2000000000`);
  await expect(page.getByRole('alert').getByText('Apartment not found')).toBeVisible();
  await page.goto(`/condominium/${condominiumId + 1000}/apartments/${apartmentId}`);
  await expect(page.getByRole('alert').getByText('Apartment not found')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await snap(page, 'apartment-not-found-390-en');

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(path);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByLabel('Language').selectOption('fi');
  await expect(page.getByRole('heading', { level: 1, name: 'Huoneisto A 1' })).toBeVisible();
  await expect(page.getByText('Huoneistotyyppi: Kaksio A')).toBeVisible();
  await snap(page, 'apartment-page-1440-fi');
  await page.setViewportSize({ width: 390, height: 844 });
  // Loaded again at phone width: the desk navigation's slide-out is not part of the page.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Huoneisto A 1' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await snap(page, 'apartment-page-390-fi');
  await page.goto(`/condominium/${condominiumId}/apartments/2000000000`);
  await expect(page.getByRole('alert').getByText('Huoneistoa ei löytynyt')).toBeVisible();
});
