import { expect, signIn, snap, test } from '../support/fixtures';

test('an owner-manager runs companies and users, and the matrix decides what a user may do', async ({
  page,
  browser,
  portal,
  api,
}) => {
  test.setTimeout(120_000);
  const email = `new.manager.${Date.now()}@e2e.test`;

  // 1. The owner-manager creates a company and adds a user with the manager role.
  await signIn(page, 'owner.manager@demo.test');
  await page.goto('/companies');
  await page.getByRole('button', { name: 'Add company' }).click();
  const companyDialog = page.getByRole('dialog');
  await companyDialog.getByLabel('Name').fill('Sähköasennus E2E Oy');
  await companyDialog.getByLabel('Code').fill(`E2E${Date.now() % 100000}`);
  await companyDialog.getByLabel('Type').click();
  await page.getByRole('option', { name: 'Subcontractor' }).click();
  await companyDialog.getByRole('button', { name: 'Add company' }).click();
  await expect(companyDialog).toBeHidden();
  const companies = page.getByRole('table', { name: 'Companies' });
  await companies.getByRole('link', { name: 'Sähköasennus E2E Oy', exact: true }).click();
  await expect(page).toHaveURL(/\/company-management\/\d+/);
  const companyId = Number(page.url().match(/company-management\/(\d+)/)![1]);
  const usersTable = page.getByRole('table', { name: 'Company users' });
  // A new company has no users: the title row and the empty state both offer "Add user".
  await page.getByRole('button', { name: 'Add user' }).first().click();
  const userDialog = page.getByRole('dialog');
  await userDialog.getByLabel('E-mail').fill(email);
  await userDialog.getByLabel('Name').fill('Uusi Esihenkilö');
  await userDialog.getByLabel('Manager').check();
  await userDialog.getByRole('button', { name: 'Add user' }).click();
  await expect(userDialog).toBeHidden();
  await expect(usersTable.getByText(email)).toBeVisible();
  await snap(page, 'company-management-en');
  await expect(usersTable.getByRole('checkbox', { name: 'Manager role for Uusi Esihenkilö' })).toBeChecked();

  // 2. The user activates the account from the captured e-mail and signs in.
  const mail = await portal.mail.waitFor(email);
  const link = new URL(mail.text.match(/https?:\/\/\S+\/activate\/\S+/)![0]);
  const userContext = await browser.newContext({ baseURL: portal.url });
  const userPage = await userContext.newPage();
  await userPage.goto(link.pathname);
  await expect(userPage.getByRole('heading', { name: 'Activate your account' })).toBeVisible();
  await userPage.getByLabel('New password', { exact: true }).fill('first-password-1');
  await userPage.getByLabel('Confirm new password').fill('first-password-1');
  await userPage.getByRole('button', { name: 'Save password' }).click();
  await expect(userPage.getByText('Your password has been saved')).toBeVisible();
  await userPage.getByLabel('E-mail').fill(email);
  await userPage.getByLabel('Password', { exact: true }).fill('first-password-1');
  await userPage.getByRole('button', { name: 'Sign in' }).click();
  await userPage.getByRole('dialog', { name: 'Terms of use' }).getByRole('button', { name: 'Accept terms' }).click();

  // 3. The user sees only what the role allows: their company, no administration of others.
  const nav = userPage.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Company management' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Companies' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Permissions' })).toHaveCount(0);
  await userPage.goto('/companies');
  await expect(userPage).toHaveURL(/\/projects$/);
  await userPage.goto(`/company-management/${companyId}`);
  await expect(userPage.getByRole('table', { name: 'Company users' }).getByText(email)).toBeVisible();

  // The same user through the API, signed in once.
  const user = await api(email, 'first-password-1');
  const companyUsers = async () => (await user.companyUsers.list({ params: { id: companyId } })).status;
  expect(await companyUsers()).toBe(200);

  // 4. The owner-manager revokes a permission in the matrix; the user's next request is refused.
  await page.goto('/permissions');
  const cell = page.getByRole('checkbox', { name: 'p:company-users_manage for Manager', exact: true });
  await expect(cell).toBeChecked();
  await snap(page, 'permissions-en');
  await cell.click();
  // Every grant and revoke asks first (spec part 1 §6).
  await page.getByRole('dialog').getByRole('button', { name: 'Revoke', exact: true }).click();
  await expect(cell).not.toBeChecked();
  expect(await companyUsers()).toBe(403);
  // The screen follows the matrix too: no users section and no add button any more.
  await userPage.goto(`/company-management/${companyId}`);
  await expect(userPage.getByRole('heading', { name: 'Sähköasennus E2E Oy' })).toBeVisible();
  await expect(userPage.getByRole('button', { name: 'Add user' })).toHaveCount(0);
  await expect(userPage.getByRole('table', { name: 'Company users' })).toHaveCount(0);
  await snap(userPage, 'company-management-without-users-en');

  // Put the matrix back for the other tests of this worker.
  await cell.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Grant', exact: true }).click();
  await expect(cell).toBeChecked();
  expect(await companyUsers()).toBe(200);
  await userContext.close();
});

test('a CSV import with a bad row changes nothing and shows the row', async ({ page }) => {
  await signIn(page, 'owner.manager@demo.test');
  await page.goto('/import');
  const block = page.getByRole('region', { name: 'Import users' });
  const csv = [
    'email;name;company_code;roles',
    'good.one@e2e.test;Hyvä Rivi;RDO;manager',
    'not-an-email;Huono Rivi;RDO;',
  ].join('\n');
  await block
    .getByLabel('Users CSV file')
    .setInputFiles({ name: 'users.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await block.getByRole('button', { name: 'Confirm import' }).click();
  const errors = page.getByRole('table', { name: 'Problems in the users file' });
  await expect(errors).toBeVisible();
  await expect(errors.getByRole('row')).toHaveCount(2);
  await expect(errors.getByRole('cell', { name: '3', exact: true })).toBeVisible();
  await snap(page, 'import-errors-en');
  await page.goto('/companies?tab=allusers');
  await expect(page.getByText('good.one@e2e.test')).toHaveCount(0);
});

test('the companies screens in Finnish', async ({ page }) => {
  await signIn(page, 'owner.manager@demo.test');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByLabel('Language').selectOption('fi');
  await page.goto('/companies');
  await expect(page.getByRole('table', { name: 'Yritykset' })).toBeVisible();
  await expect(page.getByText('???')).toHaveCount(0);
  await snap(page, 'companies-fi');
  await page.goto('/permissions');
  await expect(page.getByRole('checkbox').first()).toBeVisible();
  await expect(page.getByText('???')).toHaveCount(0);
  await snap(page, 'permissions-fi');
});

test('an owner-manager approves a request for an account, which sends the activation e-mail', async ({
  page,
  portal,
}) => {
  await signIn(page, 'owner.manager@demo.test');
  await page.goto('/companies?tab=requests');
  const requests = page.getByRole('table', { name: 'Account requests' });
  await expect(requests.getByText('applicant@demo.test')).toBeVisible();
  await snap(page, 'account-requests-en');
  await requests.getByRole('button', { name: 'Approve Uusi Urakoitsija' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Company').click();
  await page.getByRole('option', { name: 'Rakennus Demo Oy' }).click();
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('No open requests')).toBeVisible();
  const mail = await portal.mail.waitFor('applicant@demo.test');
  expect(mail.text).toContain('/activate/');
});
