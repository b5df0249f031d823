import type { Page } from '@playwright/test';
import type { ApiClient } from '../support/api';
import { jpegFile, projectByCode, uploadDocument } from '../support/documents';
import { expect, signIn, snap, test } from '../support/fixtures';

const OWNER_MANAGER = 'owner.manager@demo.test';
/** A manager of Putkityö Virtanen Oy, the subcontractor the demo view is shared with. */
const PLUMBER = 'plumber.manager@demo.test';
/** The demo view (seed/demo-summary-views-seed.ts): the cable sites' "Asennuskuvat" folders. */
const VIEW = 'Kaapelityömaiden asennuskuvat';

const TEXT = {
  en: { nav: 'Summary views', table: 'Documents of the project', changeState: 'Change status' },
  fi: { nav: 'Yhteenvetonäkymät', table: 'Projektin dokumentit', changeState: 'Vaihda tila' },
};

/** Adds a photo to a folder of the project (0: the main folder). */
async function addPhoto(api: ApiClient, projectId: number, folderId: number, name: string) {
  return uploadDocument(api, projectId, await jpegFile(name, { r: 40, g: 120, b: 200 }), { folderId });
}

async function useLanguage(page: Page, language: 'en' | 'fi') {
  await page.evaluate((lang) => localStorage.setItem('language', lang), language);
  await page.reload();
}

test('A summary view shared with a subcontractor shows that company only its folder', async ({ page, api }) => {
  test.setTimeout(150_000);
  const admin = await api(OWNER_MANAGER);
  const { id: projectId } = await projectByCode(admin, 'HEL-0311');
  const folders = (await admin.folders.list({ params: { id: projectId } })).data;
  const folderId = (name: string) => {
    const folder = folders.find((f) => f.name === name);
    if (!folder) throw new Error(`HEL-0311 has no folder ${name}`);
    return folder.id;
  };
  const shown = await addPhoto(admin, projectId, folderId('Asennuskuvat'), 'asennus-kaapelikaivo.jpg');
  const hiddenMain = await addPhoto(admin, projectId, 0, 'paakansio-piilossa.jpg');
  const hiddenOther = await addPhoto(admin, projectId, folderId('Tarkastukset'), 'tarkastus-piilossa.jpg');

  // The server: the view's list holds exactly the view folder's document; the others are 404.
  const plumber = await api(PLUMBER);
  const view = (await plumber.summaryViews.list()).data.find((v) => v.name === VIEW);
  if (!view) throw new Error(`the plumber does not see the view ${VIEW}`);
  const listed = (await plumber.summaryViews.documents({ params: { id: view.id } })).data;
  expect(listed.map((d) => d.id)).toEqual([shown.id]);
  for (const hidden of [hiddenMain, hiddenOther]) {
    expect((await plumber.documents.get({ params: { id: hidden.id } })).status).toBe(404);
  }
  expect((await plumber.documents.get({ params: { id: shown.id } })).status).toBe(200);
  expect((await plumber.documents.list({ params: { id: projectId } })).status).toBe(404);

  // The browser, at a desk: the sidebar leads to the view, whose panel shows that one document.
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, PLUMBER);
  for (const language of ['en', 'fi'] as const) {
    const text = TEXT[language];
    await page.goto('/projects');
    await useLanguage(page, language);
    await page.getByRole('link', { name: text.nav, exact: true }).first().click();
    await page.getByRole('link', { name: VIEW }).click();
    const table = page.getByRole('table', { name: text.table });
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByRole('button', { name: new RegExp(shown.name.slice(0, 10)) })).toBeVisible();
    await expect(page.getByText(hiddenMain.name.slice(0, 10))).toHaveCount(0);
    await expect(page.getByText(hiddenOther.name.slice(0, 10))).toHaveCount(0);
    await snap(page, `summary-view-1440-${language}`);

    // The detail window: read-only, with the change-status dropdown.
    await table.getByRole('button', { name: new RegExp(shown.name.slice(0, 10)) }).click();
    const detail = page.getByTestId('document-detail-window');
    await expect(detail).toBeVisible();
    await expect(detail.getByRole('combobox', { name: text.changeState })).toBeVisible();
    await expect(detail.getByRole('button', { name: language === 'en' ? 'Edit' : 'Muokkaa' })).toHaveCount(0);
    await snap(page, `summary-view-detail-1440-${language}`);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(page.getByTestId('document-detail-window')).toBeVisible();
    await snap(page, `summary-view-detail-390-${language}`);
    await page
      .getByTestId('document-detail-window')
      .getByRole('button', { name: language === 'en' ? 'Close' : 'Sulje' })
      .first()
      .click();
    await expect(page.getByTestId('document-detail-window')).toHaveCount(0);
    await snap(page, `summary-view-390-${language}`);
    await page.setViewportSize({ width: 1440, height: 900 });
  }

  // A state change through the view reaches the server.
  await page
    .getByRole('table', { name: TEXT.fi.table })
    .getByRole('button', { name: new RegExp(shown.name.slice(0, 10)) })
    .click();
  const detail = page.getByTestId('document-detail-window');
  await detail.getByRole('combobox', { name: TEXT.fi.changeState }).click();
  await page.getByRole('option').last().click();
  await expect(page.getByText('Tila vaihdettu.')).toBeVisible();
});

test('owner-managers create a summary view and attach a company', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, OWNER_MANAGER);
  await page.goto('/summaryviews');
  await page.getByRole('button', { name: 'Add summary view' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add summary view' });
  // An empty name asks to fill in every field.
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Please fill in all fields.')).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Laiturikuvat');
  await dialog.getByRole('combobox', { name: 'Default folder' }).click();
  await page.getByRole('option', { name: 'Sukelluskuvat' }).click();
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Summary view created.')).toBeVisible();
  await snap(page, 'summary-views-list-1440-en');

  await page.getByRole('link', { name: 'Laiturikuvat' }).first().click();
  await page.getByRole('tab', { name: 'Summary companies' }).click();
  await page.getByRole('combobox', { name: 'Company' }).click();
  await page.getByRole('option', { name: 'Aliurakointi Sähkö Oy' }).click();
  await page.getByRole('button', { name: 'Attach' }).click();
  await expect(page.getByRole('cell', { name: 'Aliurakointi Sähkö Oy', exact: true })).toBeVisible();
  await snap(page, 'summary-view-companies-1440-en');
  await page.getByRole('button', { name: 'Remove Aliurakointi Sähkö Oy' }).click();
  await page.getByRole('dialog', { name: 'Remove the company?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('cell', { name: 'Aliurakointi Sähkö Oy', exact: true })).toHaveCount(0);

  await page.goto('/summarycompanies');
  await expect(page.getByRole('cell', { name: 'Putkityö Virtanen Oy', exact: true })).toBeVisible();
  await snap(page, 'summary-companies-1440-en');
});
