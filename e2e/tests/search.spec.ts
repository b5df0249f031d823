import type { Page } from '@playwright/test';
import { textPdfPages } from '../../apps/server/src/seed/demo-pictures';
import { uploadDocument } from '../support/documents';
import { expect, signIn, snap, test } from '../support/fixtures';

const MANAGER = 'owner.manager@demo.test';
const FILE = 'Routamittaus.pdf';
/** Stemmed alike by PostgreSQL's Finnish configuration: the query "routavaurio" finds "Routavauriot". */
const QUERY = 'routavaurio';

const TEXT = {
  en: {
    page2: 'Preview of page 2',
    open: `Open ${FILE}`,
    download: 'Download',
    link: 'Open in project',
    close: 'Close',
  },
  fi: {
    page2: 'Sivun 2 esikatselu',
    open: `Avaa ${FILE}`,
    download: 'Lataa',
    link: 'Avaa projektissa',
    close: 'Sulje',
  },
};

async function expectPreviewAtPage2(page: Page, language: 'en' | 'fi', shot: string) {
  const text = TEXT[language];
  await page.getByRole('button', { name: text.open }).click();
  const modal = page.getByRole('dialog', { name: FILE });
  await expect(modal.getByRole('img', { name: text.page2 }).or(modal.getByLabel(text.page2))).toBeVisible();
  await expect(modal.locator('mark[data-highlight="Routavauriot"]')).toHaveCount(1);
  await expect(modal.getByRole('button', { name: text.download })).toBeEnabled();
  await expect(modal.getByRole('link', { name: text.link })).toHaveAttribute('href', /^\/project\/\d+\/\d+$/);
  await snap(page, shot);
  await modal.getByRole('button', { name: text.close }).click();
  await expect(modal).toBeHidden();
}

test('search finds a Finnish word inside an uploaded PDF and opens the preview at that page, in both languages', async ({
  page,
  api,
}) => {
  const manager = await api(MANAGER);
  const [project] = (await manager.projects.list({ query: { per_page: 9999 } })).data;
  if (!project) throw new Error('the manager sees no project');
  const pdf = textPdfPages([
    { title: 'Routamittaus', lines: ['Sisällys: mittauspisteet ja tulokset.'] },
    { title: 'Tulokset', lines: ['Routavauriot korjataan keväällä ennen päällystystä.', 'Muualla ei havaintoja.'] },
  ]);
  await uploadDocument(manager, project.id, { name: FILE, mimeType: 'application/pdf', buffer: pdf });
  // Searchable once the processing job has stored the PDF's text.
  await expect.poll(async () => (await manager.search.search({ body: { query: QUERY } })).data.results.length).toBe(1);

  // Desk, English: the top-bar box leads to /search.
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, MANAGER);
  await page.getByRole('textbox', { name: 'Search documents' }).fill(QUERY);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/search\?q=routavaurio/);
  await expect(page.getByText('Routavauriot korjataan keväällä ennen päällystystä.')).toBeVisible();
  await snap(page, 'search-results-1440-en');
  await expectPreviewAtPage2(page, 'en', 'search-preview-1440-en');

  // Phone, Finnish: the page's own search form (the top-bar box is a desk thing).
  await page.evaluate(() => localStorage.setItem('language', 'fi'));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/search?q=${QUERY}`);
  await expect(page.getByRole('heading', { name: 'Haku' })).toBeVisible();
  await expect(page.getByText('Routavauriot korjataan keväällä ennen päällystystä.')).toBeVisible();
  await snap(page, 'search-results-390-fi');
  await expectPreviewAtPage2(page, 'fi', 'search-preview-390-fi');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);

  // The other two: desk in Finnish, phone in English.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.reload();
  await expect(page.getByText('Routavauriot korjataan keväällä ennen päällystystä.')).toBeVisible();
  await snap(page, 'search-results-1440-fi');
  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Search' })).toBeVisible();
  await snap(page, 'search-results-390-en');
  await expectPreviewAtPage2(page, 'en', 'search-preview-390-en');
});
