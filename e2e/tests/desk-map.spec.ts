import type { Page } from '@playwright/test';
import { expect, signIn, snap, test } from '../support/fixtures';
import { addPlacedPhotos } from '../support/placed-photos';

const OWNER_MANAGER = 'owner.manager@demo.test';
/** A marine project no other browser test adds documents to: its map is on by default. */
const PROJECT_CODE = 'HEL-0620';

/** Two photos 17 m apart and one 1.8 km away at Lauttasaari, and one in Tampere, 160 km north. */
const PLACES = [
  { name: 'laituri-a', at: '60.159000,24.880000' },
  { name: 'laituri-b', at: '60.159150,24.880050' },
  { name: 'ranta-c', at: '60.172000,24.900000' },
  { name: 'tampere-d', at: '61.497800,23.761000' },
];

/** The documents the map shows, alone or inside clusters, and whether each is inside the map's box. */
async function markersInView(page: Page) {
  return page.getByTestId('documents-map').evaluate((root) => {
    const box = root.querySelector('.leaflet-container')?.getBoundingClientRect();
    if (!box) return { shown: 0, outside: 0, clusters: 0 };
    const inside = (el: Element) => {
      const r = el.getBoundingClientRect();
      const x = r.left + r.width / 2;
      const y = r.top + r.height / 2;
      return x >= box.left && x <= box.right && y >= box.top && y <= box.bottom;
    };
    const singles = [...root.querySelectorAll('.leaflet-marker-icon:not(.marker-cluster)')];
    const clusters = [...root.querySelectorAll('.marker-cluster')];
    const shown =
      singles.filter(inside).length + clusters.filter(inside).reduce((n, c) => n + Number(c.textContent), 0);
    const outside = singles.filter((el) => !inside(el)).length + clusters.filter((el) => !inside(el)).length;
    return { shown, outside, clusters: clusters.length };
  });
}

test('the documents map fits its markers, a cluster click shows all of its markers, and opening documents throws nothing', async ({
  page,
  api,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const { projectId, ids } = await addPlacedPhotos(await api(OWNER_MANAGER), PROJECT_CODE, PLACES);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, OWNER_MANAGER);
  await page.goto(`/project/${projectId}`);
  const panel = page.getByRole('region', { name: 'Documents', exact: true });
  const map = page.getByTestId('documents-map');
  await expect(map).toHaveAttribute('data-marker-count', '4');

  // On load every marker is in view: Tampere too, far from the project's own position.
  await expect.poll(() => markersInView(page)).toMatchObject({ shown: 4, outside: 0 });
  await snap(page, 'desk-map-fitted-en');

  // After a filter: the map fits what is left (the three at Lauttasaari fill the view).
  await panel.getByRole('searchbox', { name: 'Search' }).fill('laituri');
  await expect(map).toHaveAttribute('data-marker-count', '2');
  await expect.poll(() => markersInView(page)).toMatchObject({ shown: 2, outside: 0 });
  await panel.getByRole('searchbox', { name: 'Search' }).fill('');
  await expect(map).toHaveAttribute('data-marker-count', '4');
  await expect.poll(() => markersInView(page)).toMatchObject({ shown: 4, outside: 0 });

  // The cluster of the three at Lauttasaari: one click shows all three markers, none still clustered.
  const cluster = map.locator('.marker-cluster', { hasText: '3' });
  await expect(cluster).toHaveCount(1);
  await cluster.click();
  for (const name of ['laituri-a', 'laituri-b', 'ranta-c']) {
    await expect(map.locator(`[data-document-id="${ids[name]}"]`)).toBeVisible();
  }
  await snap(page, 'desk-map-cluster-en');

  // Opening and closing documents (from the list and from a marker) raises no error in the page.
  const table = panel.getByRole('table', { name: 'Documents of the project' });
  const detail = page.getByTestId('document-detail-window');
  for (const name of ['laituri-a', 'tampere-d']) {
    await table.getByRole('button', { name: new RegExp(`Open ${name}`) }).click();
    await expect(detail).toBeVisible();
    await detail.getByRole('button', { name: 'Close' }).click();
    await expect(detail).toBeHidden();
  }
  // From a marker: the filter leaves Tampere's alone and the map fits it, whatever view the panel's
  // choices left behind.
  await panel.getByRole('searchbox', { name: 'Search' }).fill('tampere');
  await expect(map).toHaveAttribute('data-marker-count', '1');
  await map.locator(`[data-document-id="${ids['tampere-d']}"]`).click();
  await expect(detail).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();
  expect(errors).toEqual([]);
});
