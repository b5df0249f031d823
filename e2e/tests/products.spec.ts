import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, signIn, snap, test } from '../support/fixtures';

/*
 * The product catalogue (issue 18, "Products"): an owner-manager creates a category and a product
 * with a photo and finds it in the category's table; one language per test, at a desk and on a
 * 390 px phone, with nothing wider than the screen.
 */

const OWNER_MANAGER = 'owner.manager@demo.test';

const TEXT = {
  en: {
    heading: 'Products',
    newCategory: 'New category',
    categoryDialog: 'New product category',
    name: 'Name',
    save: 'Save',
    newProduct: 'New product',
    productDialog: 'New product',
    manufacturer: 'Manufacturer',
    code: 'Code',
    price: 'Price',
    required: 'Required',
    photoOf: (name: string) => `Photo of ${name}`,
    table: (name: string) => `Products of ${name}`,
    demoCategory: 'Lattiat / Floorings',
    additional: 'Additional products',
    addAdditional: 'Add additional product',
    additionalDialog: 'New additional product',
    editAdditionalDialog: 'Edit additional product',
    editOf: (name: string) => `Edit ${name}`,
    deleteOf: (name: string) => `Delete ${name}`,
    deleteConfirm: 'Delete',
  },
  fi: {
    heading: 'Tuotteet',
    newCategory: 'Uusi tuoteryhmä',
    categoryDialog: 'Uusi tuoteryhmä',
    name: 'Nimi',
    save: 'Tallenna',
    newProduct: 'Uusi tuote',
    productDialog: 'Uusi tuote',
    manufacturer: 'Valmistaja',
    code: 'Koodi',
    price: 'Hinta',
    required: 'Pakollinen',
    photoOf: (name: string) => `Tuotteen ${name} kuva`,
    table: (name: string) => `Tuoteryhmän ${name} tuotteet`,
    demoCategory: 'Lattiat / Floorings',
    additional: 'Lisätuotteet',
    addAdditional: 'Lisää lisätuote',
    additionalDialog: 'Uusi lisätuote',
    editAdditionalDialog: 'Muokkaa lisätuotetta',
    editOf: (name: string) => `Muokkaa: ${name}`,
    deleteOf: (name: string) => `Poista: ${name}`,
    deleteConfirm: 'Poista',
  },
} as const;

type Text = (typeof TEXT)['en' | 'fi'];

/** A small JPEG the browser uploads as the product photo. */
const photo = () =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 190, g: 150, b: 100 } } })
    .jpeg()
    .toBuffer();

/** Adds an additional product (checked as the server checks) and finds it in its panel with the price. */
async function addAdditionalProduct(page: Page, text: Text, name: string, price: string, shown: RegExp) {
  const panel = page.getByRole('region', { name: text.additional });
  await page.getByRole('button', { name: text.addAdditional }).click();
  const dialog = page.getByRole('dialog', { name: text.additionalDialog });
  await dialog.getByRole('textbox', { name: text.price }).fill('1,005');
  await dialog.getByRole('button', { name: text.save }).click();
  // No name, and a price with three decimals: both marked, nothing sent.
  await expect(dialog.getByText(text.required)).toHaveCount(1);
  await dialog.getByRole('textbox', { name: text.name }).fill(name);
  await dialog.getByRole('textbox', { name: text.price }).fill(price);
  await dialog.getByRole('button', { name: text.save }).click();
  await expect(dialog).toBeHidden();
  const item = panel.getByRole('listitem').filter({ hasText: name });
  await expect(item.getByText(shown)).toBeVisible();
  return item;
}

async function expectNoSidewaysScroll(page: Page, name: string) {
  const width = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }));
  expect(width.page, `${name}: ${width.page} px wide on a ${width.screen} px screen`).toBeLessThanOrEqual(width.screen);
}

/** Creates a category (it opens at once) and a product with a photo in it. */
async function createCategoryAndProduct(page: Page, text: Text, category: string, product: string, price: string) {
  await page.getByRole('button', { name: text.newCategory }).click();
  const categoryDialog = page.getByRole('dialog', { name: text.categoryDialog });
  await categoryDialog.getByRole('textbox', { name: text.name }).fill(category);
  await categoryDialog.getByRole('button', { name: text.save }).click();
  await expect(categoryDialog).toBeHidden();
  await expect(page.getByRole('heading', { name: category })).toBeVisible();

  await page.getByRole('button', { name: text.newProduct, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: text.productDialog });
  // Saving empty marks the spec's required fields.
  await dialog.getByRole('button', { name: text.save }).click();
  await expect(dialog.getByText(text.required)).toHaveCount(4);
  await dialog.getByRole('textbox', { name: text.manufacturer }).fill('Upofloor');
  await dialog.getByRole('textbox', { name: text.name, exact: true }).fill(product);
  await dialog.getByRole('textbox', { name: text.code }).fill('E2E-1');
  await dialog.getByRole('textbox', { name: text.price }).fill(price);
  await expect(dialog.getByText(text.required)).toHaveCount(0);
  await dialog
    .locator('input[type="file"]')
    .first()
    .setInputFiles({
      name: 'parketti.jpg',
      mimeType: 'image/jpeg',
      buffer: await photo(),
    });
  return dialog;
}

test('an owner-manager creates a category and a product with a photo, in English at a desk and on a phone', async ({
  page,
}) => {
  const text = TEXT.en;
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, OWNER_MANAGER);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Products' }).click();
  await expect(page.getByRole('heading', { name: text.heading, level: 1 })).toBeVisible();
  // The demo catalogue is there (its photos are drawn only when DEMO_DOCUMENTS is on).
  await expect(page.getByRole('button', { name: `${text.demoCategory} 8 products` })).toBeVisible();
  await snap(page, 'products-1440-en');

  const dialog = await createCategoryAndProduct(page, text, 'E2E Parquets', 'E2E Oak plank', '49.9');
  await snap(page, 'product-form-1440-en');
  await dialog.getByRole('button', { name: text.save }).click();
  await expect(dialog).toBeHidden();
  const table = page.getByRole('table', { name: text.table('E2E Parquets') });
  const row = table.getByRole('row', { name: /E2E Oak plank/ });
  await expect(row.getByText('€49.90')).toBeVisible();
  await expect(row.getByRole('img', { name: text.photoOf('E2E Oak plank') })).toBeVisible();
  await snap(page, 'products-created-1440-en');

  const extra = await addAdditionalProduct(page, text, 'E2E Skirting installation', '120', /^€120\.00$/);
  await extra.getByRole('button', { name: text.editOf('E2E Skirting installation') }).click();
  const edit = page.getByRole('dialog', { name: text.editAdditionalDialog });
  await expect(edit.getByRole('textbox', { name: text.price })).toHaveValue('120.00');
  await edit.getByRole('textbox', { name: text.price }).fill('135.5');
  await edit.getByRole('button', { name: text.save }).click();
  await expect(edit).toBeHidden();
  await expect(extra.getByText(/^€135\.50$/)).toBeVisible();
  await extra.getByRole('button', { name: text.deleteOf('E2E Skirting installation') }).click();
  await page.getByRole('dialog').getByRole('button', { name: text.deleteConfirm, exact: true }).click();
  await expect(page.getByText('E2E Skirting installation')).toHaveCount(0);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByText('E2E Oak plank').last()).toBeVisible();
  await expectNoSidewaysScroll(page, 'products at 390 px');
  await snap(page, 'products-390-en');
});

test('tuotteen luonti kuvan kanssa suomeksi puhelimella (390 px)', async ({ page }) => {
  const text = TEXT.fi;
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, OWNER_MANAGER);
  await page.evaluate(() => localStorage.setItem('language', 'fi'));
  await page.goto('/products');
  await expect(page.getByRole('heading', { name: text.heading, level: 1 })).toBeVisible();
  await expectNoSidewaysScroll(page, 'tuotteet 390 px');
  await snap(page, 'products-390-fi');

  const dialog = await createCategoryAndProduct(page, text, 'E2E Laatat', 'E2E Seinälaatta', '12,5');
  await expectNoSidewaysScroll(page, 'tuotelomake 390 px');
  await snap(page, 'product-form-390-fi');
  await dialog.getByRole('button', { name: text.save }).click();
  await expect(dialog).toBeHidden();
  // On a phone the products are cards: the price in Finnish, the photo beside it.
  const card = page.getByRole('listitem').filter({ hasText: 'E2E Seinälaatta' });
  await expect(card.getByText(/^12,50\s€$/)).toBeVisible();
  await expect(card.getByRole('img', { name: text.photoOf('E2E Seinälaatta') })).toBeVisible();
  await expectNoSidewaysScroll(page, 'tuotteet luonnin jälkeen 390 px');
  await snap(page, 'products-created-390-fi');

  await addAdditionalProduct(page, text, 'E2E Lisäpistorasia', '35,5', /^35,50\s€$/);
  await expectNoSidewaysScroll(page, 'lisätuotteet 390 px');
  await snap(page, 'additional-products-390-fi');

  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(page.getByRole('table', { name: text.table('E2E Laatat') }).getByText(/^12,50\s€$/)).toBeVisible();
  await snap(page, 'products-created-1440-fi');
});
