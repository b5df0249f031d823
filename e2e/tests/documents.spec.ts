import sharp from 'sharp';
import { expect, signIn, snap, test } from '../support/fixtures';

/** A JPEG with GPS EXIF (Helsinki), made the way STACK.md says sharp writes it: the IFD3 key. */
async function photoWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .jpeg()
    .withExif({
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '60/1 10/1 1164/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '24/1 56/1 1824/100',
      },
    })
    .toBuffer();
}

test('documents: upload a GPS photo, see its thumbnail, filter, reload with the same filters, in both languages', async ({
  page,
  api,
}) => {
  const owner = await api('owner.manager@demo.test');
  const projects = (await owner.projects.list({ query: { per_page: 9999 } })).data;
  const project = projects.find((p) => p.type === 'infrastructure') ?? projects[0];
  if (!project) throw new Error('the owner-manager sees no project');
  const fileName = `e2e-gps-${Date.now()}.jpg`;

  await signIn(page, 'owner.manager@demo.test');
  await page.goto(`/project/${project.id}`);
  const panel = page.getByRole('region', { name: 'Documents', exact: true });
  await expect(panel).toBeVisible();

  // Add: step 1 the type (skipped while only one type is active), step 2 the fields and the file.
  await panel.getByRole('button', { name: 'Add documents' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add documents' });
  const next = dialog.getByRole('button', { name: 'Next' });
  await expect(next.or(dialog.getByLabel('Details'))).toBeVisible();
  if (await next.isVisible()) await next.click();
  await dialog.getByLabel('Details').fill('Kaivanto E2E');
  await dialog.locator('input[type=file]').setInputFiles({
    name: fileName,
    mimeType: 'image/jpeg',
    buffer: await photoWithGps(),
  });
  await expect(dialog.getByText(fileName)).toBeVisible();
  await snap(page, 'documents-add-en');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog).toBeHidden();

  // The new row, and its thumbnail once the processing job has made it (the image retries 404s).
  const table = panel.getByRole('table', { name: 'Documents of the project' });
  const stem = fileName.replace(/\.jpg$/, '');
  const row = table.getByRole('row').filter({ hasText: stem.slice(0, 17) });
  await expect(row).toHaveCount(1);
  await expect(row.locator('img')).toBeVisible({ timeout: 30_000 });

  // The detail window: the position read from the EXIF, the thumbnail (medium).
  await row.getByRole('button', { name: new RegExp(`Open ${stem}`) }).click();
  const detail = page.getByTestId('document-detail-window');
  await expect(detail).toBeVisible();
  await expect(detail.getByText(/^60\.16\d*, ?24\.93\d*/)).toBeVisible({ timeout: 30_000 });
  await expect(detail.locator('img')).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/activeImage/);
  await snap(page, 'documents-detail-en', { screenOnly: true });

  // The map beside the panel (an infrastructure project, the map on by configuration): the
  // chosen document's marker, yellow, at the EXIF position (60°10'11.64" N, 24°56'18.24" E).
  const activeImage = Number(decodeURIComponent(page.url()).match(/"activeImage":(\d+)/)?.[1]);
  const documentsMap = page.getByTestId('documents-map');
  await expect(documentsMap.getByRole('region', { name: 'Map of the documents' })).toBeVisible();
  const marker = documentsMap.locator(`[data-document-id="${activeImage}"]`);
  await expect(marker).toHaveAttribute('data-active', 'true', { timeout: 30_000 });
  expect(Number(await marker.getAttribute('data-lat'))).toBeCloseTo(60.1699, 4);
  expect(Number(await marker.getAttribute('data-lng'))).toBeCloseTo(24.9384, 4);
  await snap(page, 'documents-map-en', { screenOnly: true });
  await detail.getByRole('button', { name: 'Close' }).click();
  await expect(detail).toBeHidden();
  await expect(marker).toHaveAttribute('data-active', 'false');

  // Clicking the marker opens its document again; full screen is left with Escape, which leaves the
  // document window open (the full-screen map takes Escape first). The window may stand over the
  // map beside the list, so the full-screen button is pressed from the keyboard.
  await marker.click();
  await expect(detail).toBeVisible();
  await expect(marker).toHaveAttribute('data-active', 'true');
  await documentsMap.getByRole('button', { name: 'Full screen' }).focus();
  await page.keyboard.press('Enter');
  await expect(documentsMap.getByRole('button', { name: /Leave full screen/ })).toBeVisible();
  await snap(page, 'documents-map-fullscreen-en');
  await page.keyboard.press('Escape');
  await expect(documentsMap.getByRole('button', { name: 'Full screen' })).toBeVisible();
  await expect(detail).toBeVisible();
  await detail.getByRole('button', { name: 'Close' }).click();

  // Filters: free text and a date range ending today (the whole day counts).
  const today = new Date();
  const iso = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
  await panel.getByRole('searchbox', { name: 'Search' }).fill(stem);
  await panel.getByLabel('From date').fill(iso);
  await panel.getByLabel('To date').fill(iso);
  await expect(page).toHaveURL(new RegExp(encodeURIComponent(`"filter":"${stem}"`).replace(/[()*]/g, '\\$&')));
  await expect(table.getByRole('row')).toHaveCount(2);
  await panel.getByText('Icons', { exact: true }).click();
  await expect(panel.getByRole('radio', { name: 'Icons' })).toBeChecked();
  await expect(panel.getByRole('list', { name: 'Documents as icons' }).locator('img')).toBeVisible();

  await page.reload();
  const again = page.getByRole('region', { name: 'Documents', exact: true });
  await expect(again.getByRole('searchbox', { name: 'Search' })).toHaveValue(stem);
  await expect(again.getByLabel('From date')).toHaveValue(iso);
  await expect(again.getByLabel('To date')).toHaveValue(iso);
  await expect(again.getByRole('list', { name: 'Documents as icons' }).getByRole('listitem')).toHaveCount(1);
  await snap(page, 'documents-filtered-en');

  // Finnish: the same view, every text translated.
  await page.getByRole('navigation', { name: 'Main navigation' }).getByLabel('Language').selectOption('fi');
  const fi = page.getByRole('region', { name: 'Dokumentit', exact: true });
  await expect(fi.getByRole('searchbox', { name: 'Haku' })).toHaveValue(stem);
  await fi.getByText('Taulukko', { exact: true }).click();
  await expect(fi.getByRole('table', { name: 'Projektin dokumentit' }).getByRole('row')).toHaveCount(2);
  await expect(page.getByText('???')).toHaveCount(0);
  await snap(page, 'documents-fi');

  // Folder mode (from the keyboard): the folders beside the list, the main folder open.
  await fi.getByRole('switch', { name: 'Kansiot' }).focus();
  await page.keyboard.press('Space');
  const nav = fi.getByRole('navigation', { name: 'Kansiot' });
  await expect(nav.locator('[aria-current="true"]')).toHaveText(/Pääkansio/);
  await expect(fi.getByRole('table', { name: 'Projektin dokumentit' }).getByRole('row')).toHaveCount(2);
  await expect(page).toHaveURL(/%22flatMode%22%3Afalse/);

  // A segment of digits only opens that document; on a narrow screen the window fills it.
  const list = (await owner.documents.list({ params: { id: project.id } })).data;
  const added = list.find((doc) => doc.name.startsWith(stem));
  if (!added) throw new Error(`${stem} is not listed`);
  await page.setViewportSize({ width: 820, height: 1000 });
  await page.goto(`/project/${project.id}/${added.id}`);
  const mobileDetail = page.getByTestId('document-detail-window');
  await expect(mobileDetail).toBeVisible();
  await expect(mobileDetail.getByText('Kaivanto E2E')).toBeVisible();
  // The mobile layout follows a media query read after the first render: wait for it, never read once.
  await expect.poll(async () => (await mobileDetail.boundingBox())?.width).toBe(820);
  await snap(page, 'documents-mobile-fi');
});
