import type { Page } from '@playwright/test';
import { expect, signIn, snap, test, unfoldProjectDetails } from '../support/fixtures';

const OWNER_MANAGER = 'owner.manager@demo.test';

async function signInOwnerManager(page: Page): Promise<void> {
  await signIn(page, OWNER_MANAGER);
  await expect(page.getByRole('table').first()).toBeVisible();
}

/**
 * Projects the map can place: every marker stands alone or inside a cluster whose icon shows
 * how many it holds. Tiles never load here (no internet); markers and clusters need none.
 */
async function placedProjectCount(page: Page): Promise<number> {
  return page.getByRole('region', { name: 'Map of the listed projects' }).evaluate((map) => {
    const singles = map.querySelectorAll('.leaflet-marker-icon:not(.marker-cluster)').length;
    const clustered = [...map.querySelectorAll('.marker-cluster')].reduce(
      (sum, cluster) => sum + Number(cluster.textContent),
      0,
    );
    return singles + clustered;
  });
}

test('a project page shows its position on a map, or the default centre without a marker', async ({ page }) => {
  await signInOwnerManager(page);
  await page.getByRole('link', { name: 'HEL-0311', exact: true }).click();
  await expect(page).toHaveURL(/\/project\/\d+/);
  await unfoldProjectDetails(page);

  const map = page.getByRole('region', { name: 'Map of the position of Kalasataman kaapelointi' });
  await expect(map).toBeVisible();
  await expect(map.getByRole('button', { name: 'Position of Kalasataman kaapelointi' })).toBeVisible();
  await expect(map.getByRole('button', { name: 'Zoom in' })).toBeVisible();
  await expect(map.getByRole('button', { name: 'Zoom out' })).toBeVisible();
  // The marker sits where the map is centred: the project's own position.
  const mapBox = await map.boundingBox();
  const markerBox = await map.getByRole('button', { name: 'Position of Kalasataman kaapelointi' }).boundingBox();
  if (!mapBox || !markerBox) throw new Error('map or marker has no box');
  expect(Math.abs(markerBox.x + markerBox.width / 2 - (mapBox.x + mapBox.width / 2))).toBeLessThan(3);
  expect(Math.abs(markerBox.y + markerBox.height - (mapBox.y + mapBox.height / 2))).toBeLessThan(3);
  await expect(page.getByText('60.1874,24.9770')).toBeVisible();
  await snap(page, 'project-map-en');

  // A project without coordinates: the default centre, no marker, and a note saying so.
  await page.goto('/projects');
  await page.getByRole('link', { name: 'TKU-0033', exact: true }).click();
  const emptyMap = page.getByRole('region', { name: 'Map of the position of Varissuon kaukolämpölinja' });
  await expect(emptyMap).toBeVisible();
  await expect(emptyMap.locator('.leaflet-marker-icon')).toHaveCount(0);
  await expect(page.getByText('The project has no position; the map shows the default location.')).toBeVisible();
});

test('the projects list shows clustered markers of the shown rows and hides the map with the toggle', async ({
  page,
  api,
}) => {
  const owner = await api(OWNER_MANAGER);
  const active = (await owner.projects.list({ query: { onlyactive: true, per_page: 9999 } })).data;
  const withPosition = active.filter((p) => /^-?\d+(\.\d+)?,-?\d+(\.\d+)?$/.test(p.coordinates ?? '')).length;
  expect(withPosition).toBeGreaterThan(1);
  expect(withPosition).toBeLessThan(active.length);

  await signInOwnerManager(page);
  const toggle = page.getByRole('switch', { name: 'Map', exact: true });
  await expect(toggle).toBeChecked();
  const map = page.getByRole('region', { name: 'Map of the listed projects' });
  await expect(map).toBeVisible();
  await expect.poll(() => placedProjectCount(page)).toBe(withPosition);
  await snap(page, 'projects-map-en');

  // The map follows the search: one project left, one marker, and its popup links to the project.
  await page.getByLabel('Search projects').fill('HEL-0311');
  await expect.poll(() => placedProjectCount(page)).toBe(1);
  const marker = map.getByRole('button', { name: 'HEL-0311 Kalasataman kaapelointi' });
  // The markers are redrawn when the filtered list's answer lands, which closes an open popup: a
  // click in that moment is pressed again (it failed once in a full run, never alone).
  await expect(async () => {
    await marker.click();
    await expect(map.getByText('Kalasataman kaapelointi')).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 15_000 });
  await map.getByRole('link', { name: 'HEL-0311' }).click();
  await expect(page).toHaveURL(/\/project\/\d+$/);
  await unfoldProjectDetails(page);
  await expect(page.getByRole('region', { name: 'Map of the position of Kalasataman kaapelointi' })).toBeVisible();

  // Switched off, neither the list nor a project page shows a map; switched on, it is back.
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Projects', exact: true })
    .click();
  await expect(map).toBeVisible();
  await toggle.click();
  await expect(toggle).not.toBeChecked();
  await expect(map).toHaveCount(0);
  await expect(page.getByRole('table').first()).toBeVisible();
  await page.getByRole('link', { name: 'TRE-0142', exact: true }).click();
  await expect(page.getByText('61.4500,23.8510')).toBeVisible();
  await expect(page.getByRole('region', { name: /^Map of the position/ })).toHaveCount(0);
  await toggle.click();
  await expect(
    page.getByRole('region', { name: 'Map of the position of Hervannan valtaväylän valaistus' }),
  ).toBeVisible();
});
