import type { Page } from '@playwright/test';
import { DEMO_CONDOMINIUM } from '../../apps/server/src/seed/demo-condominiums-seed';
import { type ApiClient, formData } from '../support/api';
import { jpeg } from '../support/documents';
import { apiAs, expect, signIn, snap, test } from '../support/fixtures';

/*
 * The owner's material selection (issue 19): the owner of the demo apartment A 1 chooses before the
 * deadline and sees the right total, saves, reloads and sees the choice; once the deadline has
 * passed the form is read-only and the server refuses a save. In between she submits the selection
 * on her phone (the save bar stays at the bottom of the screen) and staff accept it. Both
 * languages, desk and 390 px.
 *
 * The data is set up through the portal's own API on the worker's usual portal (the embedded
 * database): staff add a form of known prices to the demo condominium's project KOIV-2025 and link
 * it to A 1's template, beside the demo's own form, and later close A 1 with a deadline of its own.
 * What the file adds is removed again afterwards, as later files of the worker share the portal.
 */

const OWNER = 'asukas.omistaja@demo.test';
const STAFF = 'owner.manager@demo.test';
const FORM_NAME = 'Sisustusvalinnat';

test.describe.configure({ mode: 'serial' });

interface Place {
  condominiumId: number;
  projectId: number;
  apartmentId: number;
  templateId: number;
  formId: number;
}

/** Set up in beforeAll, for the deadline and the clean-up. */
let place: Place;
const createdDeadlines: number[] = [];

/** The first two products of a demo category, by name. */
async function twoProducts(api: ApiClient, category: string) {
  const categories = (await api.products.categories({ query: { per_page: 9999 } })).data;
  const found = categories.find((c) => c.name === category);
  if (!found) throw new Error(`no product category ${category}`);
  const products = (await api.products.categoryProducts({ params: { id: found.id }, query: { per_page: 9999 } })).data;
  const [first, second] = products;
  if (!first || !second) throw new Error(`${category} has fewer than two products`);
  return { categoryId: found.id, productIds: [first.id, second.id] };
}

/**
 * A form of the demo condominium's project KOIV-2025 linked to apartment A 1's template: "Lattia"
 * (25.5 m2: 45.90 or 52.00 €/m2) and "Työtaso" (350.00 or 420.50 €), the first option of each the
 * default. The project-wide deadline (45 days ahead) is the demo's. The floor options get photos
 * through the products call (the demo's own are drawn only with its documents, left out here).
 */
test.beforeAll(async ({ portal }) => {
  const staff = await apiAs(portal.url, STAFF);
  const [condominium] = (await staff.condominiums.list({ query: { per_page: 9999, search: DEMO_CONDOMINIUM } })).data;
  if (!condominium) throw new Error('the demo condominium is missing');
  const projects = (await staff.condominiums.projects({ params: { id: condominium.id } })).data;
  const project = projects.find((p) => p.code === 'KOIV-2025');
  const apartments = (await staff.apartments.list({ params: { id: condominium.id } })).data;
  const a1 = apartments.find((a) => a.stairwell === 'A' && a.apartment_number === '1');
  if (!project || !a1?.apartment_template_id) throw new Error('the demo project KOIV-2025 or apartment A 1 is missing');
  const projectId = project.id;
  const templateId = a1.apartment_template_id;

  const floors = await twoProducts(staff, 'Lattiat / Floorings');
  const worktops = await twoProducts(staff, 'Keittiökalusteet / Kitchen cabinets');
  const form = (await staff.materialForms.create({ params: { id: projectId }, body: { name: FORM_NAME } })).data;
  // New items carry negative temporary ids; each select's default names its first option.
  const structure = await staff.materialForms.saveStructure({
    params: { id: projectId, formId: form.id },
    body: {
      name: FORM_NAME,
      groups: [
        {
          id: -1,
          new: true,
          name: 'Keittiö',
          selects: [
            {
              id: -1,
              new: true,
              name: 'Lattia',
              area: 25.5,
              product_category_id: floors.categoryId,
              default_option_id: -1,
              options: [
                { id: -1, new: true, product_id: floors.productIds[0], name: 'Tammiparketti', price: 45.9 },
                { id: -2, new: true, product_id: floors.productIds[1], name: 'Vinyylilankku', price: 52 },
              ],
            },
            {
              id: -2,
              new: true,
              name: 'Työtaso',
              area: 0,
              product_category_id: worktops.categoryId,
              default_option_id: -3,
              options: [
                { id: -3, new: true, product_id: worktops.productIds[0], name: 'Laminaattitaso', price: 350 },
                { id: -4, new: true, product_id: worktops.productIds[1], name: 'Kivitaso', price: 420.5 },
              ],
            },
          ],
        },
      ],
    },
  });
  expect(structure.status).toBe(200);
  const link = await staff.templateMaterialForms.link({
    params: { id: templateId },
    body: { material_form_id: form.id },
  });
  expect(link.status).toBe(201);
  place = { condominiumId: condominium.id, projectId, apartmentId: a1.id, templateId, formId: form.id };

  const shades = [
    { r: 196, g: 160, b: 110 },
    { r: 150, g: 110, b: 70 },
  ];
  for (const [index, id] of floors.productIds.entries()) {
    const buffer = await jpeg(shades[index] ?? { r: 0, g: 0, b: 0 }, { width: 640, height: 480 });
    const photo = formData({ product_photo: { name: 'floor.jpg', mimeType: 'image/jpeg', buffer } });
    expect((await staff.products.update({ params: { id }, formData: photo })).status).toBe(200);
  }
});

/** Removes A 1's own deadline and the file's form (unlinked first: an active form is not deleted). */
test.afterAll(async ({ portal }) => {
  if (!place) return;
  const staff = await apiAs(portal.url, STAFF);
  for (const deadlineId of createdDeadlines) {
    const removed = await staff.materialDeadlines.delete({ params: { id: place.projectId, deadlineId } });
    expect(removed.status).toBe(200);
  }
  const { templateId, formId, projectId } = place;
  expect((await staff.templateMaterialForms.unlink({ params: { id: templateId, formId } })).status).toBe(200);
  expect((await staff.materialForms.delete({ params: { id: projectId, formId } })).status).toBe(200);
});

async function chooseLanguage(page: Page, language: 'en' | 'fi') {
  await page
    .getByRole('navigation', { name: /Main navigation|Päävalikko/ })
    .getByLabel(/Language|Kieli/)
    .selectOption(language);
}

/**
 * A full-page picture taken with the screen as tall as the page: the forms' save bars are sticky,
 * and a taller-than-screen capture would draw them where a short screen holds them, over the forms.
 */
async function snapWhole(page: Page, name: string) {
  const size = page.viewportSize() ?? { width: 1440, height: 900 };
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: size.width, height });
  await snap(page, name);
  await page.setViewportSize(size);
}

const section = (page: Page) => page.getByRole('region', { name: FORM_NAME });
const total = (page: Page) => section(page).getByTestId(/^material-total-/);

test('the owner chooses before the deadline, sees the total, saves and finds the choice after a reload', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, OWNER);
  await expect(page).toHaveURL(/\/condominium\/\d+\/apartments\/\d+$/);
  await chooseLanguage(page, 'en');
  await expect(page.getByRole('heading', { name: 'Material selection' })).toBeVisible();
  const form = section(page);
  await expect(form.getByText(/^Until \d\d\.\d\d\.\d{4} \d\d:\d\d$/)).toBeVisible();
  // The defaults: 45.90 × 25.5 + 350.00 = 1,520.45
  await expect(form.getByRole('radio', { name: /Tammiparketti/ })).toBeChecked();
  await expect(total(page)).toHaveText('€1,520.45');
  await form.getByRole('radio', { name: /Vinyylilankku/ }).click();
  await form.getByRole('radio', { name: /Kivitaso/ }).click();
  // 52.00 × 25.5 + 420.50 = 1,746.50
  await expect(total(page)).toHaveText('€1,746.50');
  // The demo's form comes first, so the clicks scrolled: a full-page picture is taken from the top
  // (else the fixed navigation is drawn half-way down).
  await page.evaluate(() => window.scrollTo(0, 0));
  await snapWhole(page, 'material-selection-owner-desk-en');
  await form.getByRole('button', { name: 'Save choices' }).click();
  await expect(form.getByRole('status')).toHaveText('Saved');

  await page.reload();
  await expect(section(page).getByRole('radio', { name: /Vinyylilankku/ })).toBeChecked();
  await expect(section(page).getByRole('radio', { name: /Kivitaso/ })).toBeChecked();
  await expect(total(page)).toHaveText('€1,746.50');

  await chooseLanguage(page, 'fi');
  await expect(page.getByRole('heading', { name: 'Materiaalivalinnat' })).toBeVisible();
  await expect(total(page)).toHaveText(/^1\s746,50\s€$/);
  await snapWhole(page, 'material-selection-owner-desk-fi');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(total(page)).toHaveText(/^1\s746,50\s€$/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await snapWhole(page, 'material-selection-owner-phone-fi');
  const photo = section(page)
    .getByRole('button', { name: /Näytä tuotteen .* kuva suurena/ })
    .first();
  if ((await photo.count()) > 0) {
    await photo.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    // The photo opens far down the page: the picture is of the screen, where the dialog is.
    await page.screenshot({ path: 'screenshots/material-selection-photo-phone-fi.png' });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  }
});

test('the owner submits on her phone after a confirmation, and staff accept it', async ({ page, browser, portal }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, OWNER);
  await expect(page).toHaveURL(/\/condominium\/\d+\/apartments\/\d+$/);
  await chooseLanguage(page, 'fi');
  const form = section(page);
  await expect(form.getByText('Lähetys: Ei lähetetty', { exact: true })).toBeVisible();

  // Mid-form on a phone, the total and the buttons stay at the bottom of the screen, within its
  // width (a short screen, as with the browser's bars shown, so that this short form overflows it).
  await page.setViewportSize({ width: 390, height: 560 });
  await form.getByRole('heading', { name: FORM_NAME }).evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await page.evaluate(() => window.scrollBy(0, -80)); // below the fixed top bar
  const footer = form.getByTestId(/^material-footer-/);
  const bar = await footer.boundingBox();
  const card = await form.boundingBox();
  expect(bar && card).toBeTruthy();
  // The card goes on below the screen, yet its bar is at the screen's foot.
  expect((card?.y ?? 0) + (card?.height ?? 0)).toBeGreaterThan(560);
  expect(Math.round((bar?.y ?? 0) + (bar?.height ?? 0))).toBe(560);
  expect(Math.round((bar?.x ?? 0) + (bar?.width ?? 0))).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: 'screenshots/material-selection-sticky-phone-fi.png' });
  await page.setViewportSize({ width: 390, height: 844 });

  // A change not saved yet goes with the submission: the submit saves what is on screen first.
  await form.getByRole('radio', { name: /Laminaattitaso/ }).click();
  // 52.00 × 25.5 + 350.00 = 1,676.00
  await expect(total(page)).toHaveText(/^1\s676,00\s€$/);
  await footer.getByRole('button', { name: 'Lähetä valinnat' }).click();
  const confirm = page.getByRole('dialog', { name: 'Lähetetäänkö valinnat?' });
  await expect(confirm).toBeVisible();
  await page.screenshot({ path: 'screenshots/material-selection-submit-confirm-phone-fi.png' });
  await confirm.getByRole('button', { name: 'Lähetä valinnat' }).click();
  await expect(page.getByText('Valinnat on lähetetty.')).toBeVisible();
  await expect(form.getByText('Lähetys: Lähetetty', { exact: true })).toBeVisible();
  await expect(footer.getByRole('button', { name: 'Peru lähetys' })).toBeVisible();
  await expect(footer.getByRole('button', { name: 'Lähetä valinnat' })).toHaveCount(0);
  await page.reload();
  await expect(section(page).getByRole('radio', { name: /Laminaattitaso/ })).toBeChecked();
  await expect(section(page).getByText('Lähetys: Lähetetty', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await snapWhole(page, 'material-selection-submitted-phone-fi');

  // Staff managing the project open the apartment at a desk and accept the submission.
  const staffContext = await browser.newContext({ baseURL: portal.url });
  const staff = await staffContext.newPage();
  await staff.setViewportSize({ width: 1440, height: 900 });
  await signIn(staff, STAFF);
  await staff.goto(`/condominium/${place.condominiumId}/apartments/${place.apartmentId}`);
  await chooseLanguage(staff, 'en');
  const staffForm = section(staff);
  await expect(staffForm.getByText('Submission: Submitted', { exact: true })).toBeVisible();
  await staffForm.getByRole('button', { name: 'Accept' }).click();
  const accept = staff.getByRole('dialog', { name: 'Accept the selection?' });
  await accept.getByRole('button', { name: 'Accept' }).click();
  await expect(staffForm.getByText('Submission: Accepted', { exact: true })).toBeVisible();
  await expect(staffForm.getByRole('button', { name: 'Accept' })).toHaveCount(0);
  await staff.evaluate(() => window.scrollTo(0, 0));
  await snapWhole(staff, 'material-selection-accepted-staff-desk-en');
  await staffContext.close();

  // Accepted: closed to the owner, who is told why.
  await page.reload();
  await expect(section(page).getByText('Lähetys: Hyväksytty', { exact: true })).toBeVisible();
  await expect(section(page).getByText(/Valinnat on hyväksytty, eikä niitä voi enää muuttaa/)).toBeVisible();
  await expect(section(page).getByRole('button', { name: 'Tallenna valinnat' })).toHaveCount(0);
});

test('after the deadline the form is read-only and the server refuses a save', async ({ page, api }) => {
  // A 1's own deadline, passed an hour ago: it wins over the project-wide one.
  const staff = await api(STAFF);
  const deadline = await staff.materialDeadlines.create({
    params: { id: place.projectId },
    body: { deadline_at: new Date(Date.now() - 3_600_000).toISOString(), stairwell: 'A', apartment_number: '1' },
  });
  createdDeadlines.push(deadline.data.id);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, OWNER);
  await chooseLanguage(page, 'en');
  const form = section(page);
  await expect(form.getByText(/^Closed \d\d\.\d\d\.\d{4} \d\d:\d\d$/)).toBeVisible();
  await expect(form.getByText(/The selection deadline passed on/)).toBeVisible();
  await expect(form.getByRole('button', { name: 'Save choices' })).toHaveCount(0);
  await expect(form.getByRole('radio', { name: /Vinyylilankku/ })).toBeChecked();
  await expect(form.getByRole('radio', { name: /Tammiparketti/ })).toBeDisabled();
  await snapWhole(page, 'material-selection-closed-desk-en');

  await chooseLanguage(page, 'fi');
  await expect(form.getByText(/Valintojen määräaika päättyi/)).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(section(page).getByText(/^Päättyi /)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await snapWhole(page, 'material-selection-closed-phone-fi');

  // Behind the screen: the owner's save is refused with the deadline named.
  const owner = await api(OWNER);
  const forms = (
    await owner.materialSelections.templateFormsWithSubmissions({
      params: { id: place.templateId, apartmentId: place.apartmentId },
    })
  ).data;
  const select = forms.find((f) => f.id === place.formId)?.groups[0]?.selects[0];
  const option = select?.options[0];
  if (!select || !option) throw new Error('the form of this file is not offered to the owner');
  const res = await owner.materialSelections.save({
    params: { id: place.projectId, apartmentId: place.apartmentId },
    body: { selections: [{ material_form_select_id: select.id, material_form_option_id: option.id }] },
  });
  expect(res.status).toBe(409);
  expect(res.error.fields?.deadline_at).toHaveLength(1);
});
