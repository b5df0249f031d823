import { expect, openSignedOut, signInWithForm, snap, test } from '../support/fixtures';

test('forgot password: the mailed link sets a new password', async ({ page, portal }) => {
  const email = 'editor@demo.test';
  await openSignedOut(page);
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByText(`If ${email} is registered`)).toBeVisible();

  const mail = await portal.mail.waitFor(email);
  const link = mail.text.match(/https?:\/\/\S+\/forgot\/\S+/)?.[0];
  expect(link).toBeTruthy();
  const path = new URL(link!).pathname;
  await page.goto(path);
  await expect(page.getByLabel('E-mail')).toHaveValue(email);
  await expect(page.getByLabel('E-mail')).not.toBeEditable();

  await page.getByLabel('New password', { exact: true }).fill('brand-new-pass-1');
  await page.getByLabel('Confirm new password').fill('brand-new-pass-2');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText("The passwords don't match")).toBeVisible();
  await snap(page, 'set-password-en');

  await page.getByLabel('Confirm new password').fill('brand-new-pass-1');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('Your password has been saved')).toBeVisible();

  await signInWithForm(page, email, 'brand-new-pass-1');

  // The link is single-use.
  await page.goto(path);
  await page.getByLabel('New password', { exact: true }).fill('another-pass-12');
  await page.getByLabel('Confirm new password').fill('another-pass-12');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('This link is invalid, already used or expired')).toBeVisible();
});
