import { expect, signIn, snap, test, unfoldProjectDetails } from '../support/fixtures';

test('an owner-manager creates a project from a subtype and sees its default folders', async ({ page }) => {
  await signIn(page, 'owner.manager@demo.test');
  await expect(page.getByRole('table').first()).toBeVisible();
  await snap(page, 'projects-en');

  await page.getByRole('button', { name: 'Create project' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill('Testikadun putkiremontti');
  await dialog.getByLabel('Code').fill('E2E-PR-1');
  await dialog.getByLabel('Project type').click();
  await page.getByRole('option', { name: 'Condominium' }).click();
  // A condominium project needs its condominium (spec part 3 §5).
  await dialog.getByLabel(/^Condominium/).click();
  await page.getByRole('option', { name: 'As Oy Demo Koivikko' }).click();
  await dialog.getByLabel('Project subtype').click();
  await page.getByRole('option', { name: 'Putkiremontti' }).click();
  await dialog.getByLabel('Status').click();
  await page.getByRole('listbox').getByRole('option').first().click();
  await dialog.getByLabel('Coordinates').fill('60.1699,24.9384');
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('link', { name: 'E2E-PR-1' }).click();
  await expect(page).toHaveURL(/\/project\/\d+/);
  await unfoldProjectDetails(page);
  const tree = page.getByRole('tree', { name: 'Folders of the project' });
  await expect(tree.getByRole('treeitem', { name: /Suunnitelmat/ })).toBeVisible();
  await expect(tree.getByRole('treeitem', { name: /Työmaakuvat/ })).toBeVisible();
  await expect(tree.getByRole('treeitem', { name: /Sopimukset/ })).toBeVisible();
  await snap(page, 'project-folders-en');

  // Manage folder: the visibility grid (Folder grants) and the reason a default folder stays.
  await tree.getByRole('button', { name: 'Actions for folder Työmaakuvat' }).click();
  await page.getByRole('menuitem', { name: 'Manage folder Työmaakuvat' }).click();
  const manage = page.getByRole('dialog', { name: 'Manage folder Työmaakuvat' });
  await expect(manage.getByRole('button', { name: 'Delete folder' })).toBeDisabled();
  // Crossing the phone breakpoint reorders the page without mounting the folders again, so the
  // dialog stays open (a full-page screenshot passes through a 1×1 px viewport and used to close it).
  const foldLine = page.getByText('Project details and folders', { exact: true });
  await page.setViewportSize({ width: 800, height: 860 });
  await expect(foldLine).toBeHidden();
  await expect(manage).toBeVisible();
  await page.setViewportSize({ width: 1366, height: 860 });
  await expect(foldLine).toBeVisible();
  await expect(manage).toBeVisible();
  await expect(manage.getByText('A default folder cannot be deleted.')).toBeVisible();
  const cell = manage.getByRole('checkbox', { name: 'Editor of Rakennus Demo Oy sees the folder' });
  await expect(cell).not.toBeChecked();
  // The cell shows the server's grants: it turns checked once the grant is saved.
  await cell.click();
  await expect(cell).toBeChecked();
  await snap(page, 'project-folder-manage-en');
  await cell.click();
  await expect(cell).not.toBeChecked();
});

test('default folders and project statuses, and the projects list in Finnish', async ({ page }) => {
  await signIn(page, 'owner.manager@demo.test');
  await page.goto('/defaultfolders');
  await page.getByRole('button', { name: 'Create subtype' }).click();
  const subtypeDialog = page.getByRole('dialog', { name: 'Create project subtype' });
  await subtypeDialog.getByRole('button', { name: 'Save' }).click();
  await expect(subtypeDialog.getByText('This field is required')).toBeVisible();
  const subtypeName = `E2E-alatyyppi ${Date.now()}`;
  await subtypeDialog.getByLabel('Name').fill(subtypeName);
  await subtypeDialog.getByRole('button', { name: 'Save' }).click();
  await expect(subtypeDialog).toBeHidden();
  await expect(page.getByRole('heading', { name: `Default folders of ${subtypeName}` })).toBeVisible();
  await page.getByRole('button', { name: 'Create folder' }).click();
  const folderDialog = page.getByRole('dialog', { name: 'Create default folder' });
  await folderDialog.getByLabel('Folder name').fill('Piirustukset');
  await folderDialog.getByRole('button', { name: 'Save' }).click();
  await expect(folderDialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Piirustukset' })).toBeVisible();
  await snap(page, 'default-folders-en');
  await page.getByRole('tab', { name: 'Project statuses' }).click();
  await expect(page.getByRole('tree', { name: 'Project statuses' })).toBeVisible();
  await snap(page, 'project-statuses-en');

  await page.getByRole('navigation', { name: 'Main navigation' }).getByLabel('Language').selectOption('fi');
  await page.goto('/projects');
  await expect(page.getByRole('table').first()).toBeVisible();
  await expect(page.getByText('???')).toHaveCount(0);
  await snap(page, 'projects-fi');
});

test('a subcontractor employee sees only projects and folders granted to the company', async ({ page, api }) => {
  const sub = await api('sub.employee@demo.test');
  const projects = (await sub.projects.list({ query: { per_page: 9999 } })).data;
  await signIn(page, 'sub.employee@demo.test');
  await expect(page.getByRole('table').first()).toBeVisible();
  // The list in the browser is exactly what the server lets this user see.
  for (const p of projects) await expect(page.getByRole('link', { name: p.code, exact: true })).toBeVisible();
  await expect(
    page
      .getByText(`${projects.length} / ${projects.length}`)
      .or(page.getByText(`${projects.length} of ${projects.length}`)),
  ).toBeVisible();
  await snap(page, 'projects-subcontractor-en');

  // In a project, the folders panel lists the folders granted to the company and no others:
  // Suunnitelmat and Sähkö are granted to it; LVI (under Suunnitelmat) and Sopimukset only to others.
  await page.getByRole('link', { name: 'KOI-2024', exact: true }).click();
  await unfoldProjectDetails(page);
  const tree = page.getByRole('tree', { name: 'Folders of the project' });
  await expect(tree.getByRole('treeitem', { name: 'Suunnitelmat', exact: true })).toBeVisible();
  await expect(tree.getByRole('treeitem', { name: 'Sähkö', exact: true })).toBeVisible();
  await expect(tree.getByRole('treeitem', { name: 'LVI', exact: true })).toHaveCount(0);
  await expect(tree.getByRole('treeitem', { name: 'Sopimukset', exact: true })).toHaveCount(0);
  await snap(page, 'project-folders-subcontractor-en');
});
