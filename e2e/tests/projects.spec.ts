import { DEMO_PASSWORD, expect, snap, test } from '../support/fixtures';

test('an owner-manager creates a project from a subtype and sees its default folders', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('E-mail').fill('owner.manager@demo.test');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect(page.getByRole('table').first()).toBeVisible();
  await snap(page, 'projects-en');

  await page.getByRole('button', { name: 'Create project' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill('Testikadun putkiremontti');
  await dialog.getByLabel('Code').fill('E2E-PR-1');
  await dialog.getByLabel('Project type').click();
  await page.getByRole('option', { name: 'Condominium' }).click();
  await dialog.getByLabel('Project subtype').click();
  await page.getByRole('option', { name: 'Putkiremontti' }).click();
  await dialog.getByLabel('Status').click();
  await page.getByRole('listbox').getByRole('option').first().click();
  await dialog.getByLabel('Coordinates').fill('60.1699,24.9384');
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('link', { name: 'E2E-PR-1' }).click();
  await expect(page).toHaveURL(/\/project\/\d+/);
  const tree = page.getByRole('tree', { name: 'Folders of the project' });
  await expect(tree.getByRole('treeitem', { name: /Suunnitelmat/ })).toBeVisible();
  await expect(tree.getByRole('treeitem', { name: /Työmaakuvat/ })).toBeVisible();
  await expect(tree.getByRole('treeitem', { name: /Sopimukset/ })).toBeVisible();
  await snap(page, 'project-folders-en');
});
