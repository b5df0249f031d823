import type { Locator, Page } from '@playwright/test';
import type { ApiClient } from '../support/api';
import { jpeg, uploadDocument } from '../support/documents';
import { expect, signIn, snap, test } from '../support/fixtures';

/*
 * The site worker's phone (issue 16): a subcontractor's employee at 390 x 844, in English and
 * Finnish. "Add photos" is on the first screen and opens the phone's chooser (camera or gallery),
 * the new photos are in view at once, newest first, in a list that grows with the page; and no
 * documents screen is wider than the phone.
 */

test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });

const WORKER = 'sub.employee@demo.test';
const PHOTO_ACCEPT = 'image/jpeg,image/png,image/gif,image/heic,image/heif';

const TEXT = {
  en: {
    panel: 'Documents',
    addPhotos: 'Add photos',
    filters: 'Filters',
    search: 'Search',
    table: 'Documents of the project',
    layouts: ['Table', 'Icons', 'By date', 'By type'],
    folderMode: 'Folders',
    addDocuments: 'Add documents',
    add: 'Add',
    cancel: 'Cancel',
    close: 'Close',
    download: 'Download',
    edit: 'Edit',
    moveSelected: 'Move selected',
    moveTitle: 'Move to folder',
    select: 'Select',
  },
  fi: {
    panel: 'Dokumentit',
    addPhotos: 'Lisää kuvia',
    filters: 'Suodattimet',
    search: 'Haku',
    table: 'Projektin dokumentit',
    layouts: ['Taulukko', 'Kuvakkeet', 'Päivämäärän mukaan', 'Tyypin mukaan'],
    folderMode: 'Kansiot',
    addDocuments: 'Lisää dokumentteja',
    add: 'Lisää',
    cancel: 'Peruuta',
    close: 'Sulje',
    download: 'Lataa',
    edit: 'Muokkaa',
    moveSelected: 'Siirrä valitut',
    moveTitle: 'Siirrä kansioon',
    select: 'Valitse',
  },
} as const;

function photo(shade: number): Promise<Buffer> {
  return jpeg({ r: shade, g: 140, b: 90 }, { width: 800, height: 600 });
}

/** A project the worker's company is attached to, an infrastructure one (with its map) if there is one. */
async function workersProject(worker: ApiClient): Promise<number> {
  const projects = (await worker.projects.list({ query: { per_page: 9999 } })).data;
  const project = projects.find((p) => p.type === 'infrastructure') ?? projects[0];
  if (!project) throw new Error('the worker sees no project');
  return project.id;
}

/**
 * The page is no wider than the phone, and each key control lies within the screen's width. The
 * screenshot is of the whole page, or of the screen for a dialog over it.
 */
async function expectFits(page: Page, name: string, keys: Locator[], { dialog = false } = {}): Promise<void> {
  const width = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    screen: window.innerWidth,
  }));
  expect(width.page, `${name}: the page is ${width.page} px wide on a ${width.screen} px screen`).toBeLessThanOrEqual(
    width.screen,
  );
  for (const key of keys) {
    await expect(key, name).toBeVisible();
    const box = await key.boundingBox();
    expect(box, name).not.toBeNull();
    if (!box) continue;
    expect(box.x, `${name}: left edge of a control`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${name}: right edge of a control`).toBeLessThanOrEqual(width.screen);
  }
  if (dialog) await page.screenshot({ path: `screenshots/phone-${name}.png` });
  else await snap(page, `phone-${name}`);
}

test('a site worker adds photos from the first screen and sees them at once, newest first, and corrects one', async ({
  page,
  api,
}) => {
  const projectId = await workersProject(await api(WORKER));
  await signIn(page, WORKER);
  await page.goto(`/project/${projectId}`);
  const panel = page.getByRole('region', { name: TEXT.en.panel, exact: true });
  const addPhotos = panel.getByRole('button', { name: TEXT.en.addPhotos });
  // On the first screen, without scrolling.
  await expect(addPhotos).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: 'screenshots/phone-first-screen-en.png' });

  // The phone's own chooser: images only and no `capture`, so camera and gallery are both offered.
  const chooserOpens = page.waitForEvent('filechooser');
  await addPhotos.click();
  const chooser = await chooserOpens;
  expect(chooser.isMultiple()).toBe(true);
  expect(await chooser.element().getAttribute('accept')).toBe(PHOTO_ACCEPT);
  expect(await chooser.element().getAttribute('capture')).toBeNull();
  const stamp = Date.now().toString(36);
  const names = [`site-a-${stamp}.jpg`, `site-b-${stamp}.jpg`];
  await chooser.setFiles([
    { name: names[0], mimeType: 'image/jpeg', buffer: await photo(60) },
    { name: names[1], mimeType: 'image/jpeg', buffer: await photo(160) },
  ]);

  const dialog = page.getByRole('dialog', { name: TEXT.en.addDocuments });
  for (const name of names) await expect(dialog.getByText(name)).toBeVisible();
  await expectFits(page, 'add-photos-en', [dialog.getByRole('button', { name: TEXT.en.add, exact: true })], {
    dialog: true,
  });
  await dialog.getByRole('button', { name: TEXT.en.add, exact: true }).click();
  await expect(dialog).toBeHidden();

  // The two new photos are the first rows, on screen, before anything is scrolled.
  const table = panel.getByRole('table', { name: TEXT.en.table });
  const rows = table.getByRole('row');
  const firstTwo = [await rows.nth(1).innerText(), await rows.nth(2).innerText()].join(' ');
  for (const name of names) expect(firstTwo).toContain(name.replace(/\.jpg$/, '').slice(0, 17));
  await expect(rows.nth(1)).toBeInViewport({ ratio: 1 });
  await expect(rows.nth(2)).toBeInViewport({ ratio: 1 });
  // Not under the top bar or the table's sticky header.
  const header = await rows.nth(0).boundingBox();
  const first = await rows.nth(1).boundingBox();
  expect(first && header && first.y >= header.y + header.height - 1).toBe(true);
  // Newest first: the counters go down.
  const counters = await table.locator('[role="row"] [role="cell"]:nth-child(3)').allInnerTexts();
  const numbers = counters.map((c) => Number.parseInt(c, 32));
  expect(numbers).toEqual([...numbers].sort((a, b) => b - a));

  // One scroll, the page's: the list is no box of its own.
  const scroll = await panel.getByTestId('documents-scroll').evaluate((element) => ({
    overflow: getComputedStyle(element).overflowY,
    inner: element.scrollHeight - element.clientHeight,
  }));
  expect(scroll.overflow).not.toMatch(/auto|scroll/);
  expect(scroll.inner).toBeLessThanOrEqual(1);
  await page.screenshot({ path: 'screenshots/phone-added-en.png' });

  // The worker corrects what they added (document.edit, seeded for subcontractor employees).
  await rows
    .nth(1)
    .getByRole('button', { name: /^Open / })
    .click();
  const detail = page.getByTestId('document-detail-window');
  await detail.getByRole('button', { name: TEXT.en.edit }).click();
  await detail.getByLabel('Details').fill('Cable trench, north end');
  await detail.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Document saved.')).toBeVisible();
});

for (const language of ['en', 'fi'] as const) {
  test(`every documents screen fits a 390 px phone, in ${language === 'en' ? 'English' : 'Finnish'}`, async ({
    page,
    api,
  }) => {
    const text = TEXT[language];
    const worker = await api(WORKER);
    const projectId = await workersProject(worker);
    // A photo of the worker's own, so that every screen has something to show.
    const file = `fits-${language}-with-a-rather-long-file-name.jpg`;
    await uploadDocument(worker, projectId, { name: file, mimeType: 'image/jpeg', buffer: await photo(90) });

    await signIn(page, WORKER);
    await page.evaluate((lang) => localStorage.setItem('language', lang), language);
    await page.goto(`/project/${projectId}`);
    const panel = page.getByRole('region', { name: text.panel, exact: true });
    const addPhotos = panel.getByRole('button', { name: text.addPhotos });
    const filters = panel.getByRole('button', { name: new RegExp(`^${text.filters}`) });
    await expect(panel.getByRole('table', { name: text.table }).getByRole('row').nth(1)).toBeVisible();

    // The panel in each layout.
    for (const [index, layout] of text.layouts.entries()) {
      await panel.getByTitle(layout, { exact: true }).click();
      await expect(panel.getByRole('radio', { name: layout })).toBeChecked();
      await expectFits(page, `layout-${index}-${language}`, [addPhotos, filters, panel.getByTitle(layout)]);
    }
    await panel.getByTitle(text.layouts[0], { exact: true }).click();

    // Folder mode: the folders as the phone's own picker.
    await panel.getByRole('switch', { name: text.folderMode }).check();
    await expectFits(page, `folders-${language}`, [panel.getByRole('combobox', { name: text.folderMode })]);
    await panel.getByRole('switch', { name: text.folderMode }).uncheck();

    // The filters, folded behind their button.
    await expect(panel.getByRole('searchbox', { name: text.search })).toHaveCount(0);
    await filters.click();
    await expectFits(page, `filters-${language}`, [panel.getByRole('searchbox', { name: text.search }), filters]);
    await filters.click();

    // The document window: its close button and Download within the screen.
    await panel.getByRole('table', { name: text.table }).getByRole('row').nth(1).getByRole('button').first().click();
    const detail = page.getByTestId('document-detail-window');
    await expectFits(
      page,
      `detail-${language}`,
      [
        detail.getByRole('button', { name: text.close }),
        detail.getByRole('button', { name: new RegExp(`^${text.download} `) }),
        detail.getByRole('button', { name: text.edit }),
      ],
      { dialog: true },
    );
    await detail.getByRole('button', { name: text.close }).click();

    // The add dialog.
    await panel.getByRole('button', { name: text.addDocuments }).click();
    const add = page.getByRole('dialog', { name: text.addDocuments });
    await expectFits(
      page,
      `add-${language}`,
      [add.getByRole('button', { name: text.add, exact: true }), add.getByRole('button', { name: text.cancel })],
      { dialog: true },
    );
    await add.getByRole('button', { name: text.cancel }).click();
    await expect(add).toBeHidden();

    // The move dialog, for a selected document.
    await panel
      .getByRole('table', { name: text.table })
      .getByRole('row')
      .nth(1)
      .getByRole('checkbox', { name: new RegExp(`^${text.select} `) })
      .check();
    await panel.getByRole('button', { name: text.moveSelected }).click();
    const move = page.getByRole('dialog', { name: text.moveTitle });
    await expectFits(
      page,
      `move-${language}`,
      [move.getByRole('button', { name: text.moveTitle }), move.getByRole('button', { name: text.cancel })],
      { dialog: true },
    );
    await move.getByRole('button', { name: text.cancel }).click();
    await expect(page.getByText('???')).toHaveCount(0);
  });
}
