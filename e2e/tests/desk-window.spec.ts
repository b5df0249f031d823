import type { Locator } from '@playwright/test';
import { seriousAccessibilityViolations } from '../support/axe';
import { expect, signIn, snap, test } from '../support/fixtures';
import { addPlacedPhotos } from '../support/placed-photos';

const OWNER_MANAGER = 'owner.manager@demo.test';
/** A marine project no other browser test adds documents to: its documents map is on by default. */
const PROJECT_CODE = 'TKU-0907';
const PHOTOS = [
  { name: 'kansi-1', at: '60.4409,22.2606' },
  { name: 'kansi-2', at: '60.4419,22.2616' },
  { name: 'kansi-3', at: '60.4429,22.2626' },
];

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('no box');
  return found;
}

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test("the office manager's desk at 1440×900: documents first, the window clear of the selection, Save in sight, no serious accessibility violations", async ({
  page,
  api,
}) => {
  const { projectId } = await addPlacedPhotos(await api(OWNER_MANAGER), PROJECT_CODE, PHOTOS);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, OWNER_MANAGER);

  // The projects list: the skip link comes first and leads into the page; axe finds nothing serious.
  await expect(page.getByRole('table').first()).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  // The project page: the documents' first rows are above the fold, the map beside the list.
  await page.goto(`/project/${projectId}`);
  const panel = page.getByRole('region', { name: 'Documents', exact: true });
  const table = panel.getByRole('table', { name: 'Documents of the project' });
  const firstRow = table.getByRole('row').nth(1);
  await expect(firstRow).toBeVisible();
  const rowBox = await box(firstRow);
  expect(rowBox.y + rowBox.height).toBeLessThan(900);
  const mapBox = await box(page.getByTestId('documents-map'));
  const tableBox = await box(table);
  expect(mapBox.x).toBeGreaterThanOrEqual(tableBox.x + tableBox.width);
  expect(mapBox.y).toBeLessThan(tableBox.y + tableBox.height);
  await snap(page, 'desk-project-en');
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  // The window opens below the top bar, clear of the navigation, the list's selection and the map.
  const row = table.getByRole('row').filter({ hasText: 'kansi-2' });
  await row.getByRole('button', { name: /Open kansi-2/ }).click();
  const detail = page.getByTestId('document-detail-window');
  await expect(detail).toBeVisible();
  await expect(detail).toBeFocused();
  const windowBox = await box(detail);
  const navBox = await box(page.getByRole('navigation', { name: 'Main navigation' }));
  const headerBox = await box(page.locator('header'));
  expect(windowBox.x).toBeGreaterThanOrEqual(navBox.x + navBox.width);
  expect(windowBox.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height);
  for (const part of [row.getByRole('checkbox'), row.getByRole('button', { name: /Open kansi-2/ })]) {
    expect(overlaps(windowBox, await box(part))).toBe(false);
  }
  // At 1440 px there is room between the selection and the map: the chosen marker stays in sight.
  expect(overlaps(windowBox, await box(page.getByTestId('documents-map')))).toBe(false);
  await snap(page, 'desk-window-en', { screenOnly: true });
  expect(await seriousAccessibilityViolations(page, '[data-testid="document-detail-window"]')).toEqual([]);

  // Edit mode: Save is whole and in sight; next walks on in the list's order.
  await detail.getByRole('button', { name: 'Edit' }).click();
  await expect(detail.getByRole('button', { name: 'Save' })).toBeInViewport({ ratio: 1 });
  await snap(page, 'desk-window-edit-en', { screenOnly: true });
  await detail.getByRole('button', { name: 'Cancel' }).click();
  // The list shows the newest first (kansi-3, kansi-2, kansi-1): next after kansi-2 is kansi-1.
  const shown = await table
    .getByRole('button', { name: /^Open kansi-/ })
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''));
  const after = shown[shown.findIndex((name) => name.includes('kansi-2')) + 1] ?? '';
  expect(after).toContain('kansi-1');
  await detail.getByRole('button', { name: 'Next document' }).click();
  // The window's title names it (its first text match may be a truncated copy that is hidden).
  await expect(detail.getByText('1 · kansi-1.jpg', { exact: true }).last()).toBeVisible();

  // Escape from anywhere closes it, and the focus goes back to where it was.
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();
  await expect(row.getByRole('button', { name: /Open kansi-2/ })).toBeFocused();

  // Finnish: the report layout's name, the date pickers' format, and nothing serious for axe.
  await page.getByRole('navigation', { name: 'Main navigation' }).getByLabel('Language').selectOption('fi');
  const fi = page.getByRole('region', { name: 'Dokumentit', exact: true });
  await expect(fi.getByRole('radio', { name: 'Päivämäärän mukaan' })).toHaveCount(1);
  await expect(fi.getByText('Päivämäärän mukaan', { exact: true })).toBeVisible();
  await expect(fi.getByLabel('Alkaen')).toHaveAttribute('placeholder', 'pp.kk.vvvv');
  await expect(page.getByText('???')).toHaveCount(0);
  await snap(page, 'desk-project-fi');
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
});
