import type { Page } from '@playwright/test';
import { expect, signIn, snap, test } from '../support/fixtures';

const STAFF = 'owner.manager@demo.test';
const PROJECT = 'KOIV-2025';

const TEXT = {
  en: {
    tab: 'Material forms',
    panel: 'Material selection deadlines',
    stairwell: 'Stairwell',
    add: 'Add deadline',
    project: 'Every apartment',
    stairwellA: 'Stairwell A',
    passedDefault: 'Closed 01.01.2022 00:00',
    picked: '15.01.2022 00:00',
    deleteTitle: 'Delete the deadline?',
    delete: 'Delete',
    report: 'Product report',
    print: 'Print',
    reportHeading: 'Product report, all forms',
    reportStairwell: 'Stairwell A',
  },
  fi: {
    tab: 'Materiaalivalintalomakkeet',
    panel: 'Materiaalivalintojen määräajat',
    stairwell: 'Porras',
    add: 'Lisää määräaika',
    project: 'Kaikki asunnot',
    stairwellA: 'Porras A',
    passedDefault: 'Suljettu 01.01.2022 klo 00.00',
    picked: '15.01.2022 klo 00.00',
    deleteTitle: 'Poistetaanko määräaika?',
    delete: 'Poista',
    report: 'Tuoteraportti',
    print: 'Tulosta',
    reportHeading: 'Tuoteraportti, kaikki lomakkeet',
    reportStairwell: 'Porras A',
  },
} as const;

async function openMaterialForms(page: Page, tab: string) {
  await page.goto('/projects');
  await page.getByRole('link', { name: PROJECT }).first().click();
  await expect(page).toHaveURL(/\/project\/\d+/);
  await page.getByRole('tab', { name: tab }).click();
}

async function expectNoSidewaysScroll(page: Page) {
  const { scrolled, visible } = await page.evaluate(() => ({
    scrolled: document.documentElement.scrollWidth,
    visible: window.innerWidth,
  }));
  expect(scrolled).toBeLessThanOrEqual(visible);
}

for (const language of ['en', 'fi'] as const) {
  test(`staff add, see and delete selection deadlines and print the product report (${language})`, async ({
    page,
    context,
  }) => {
    const m = TEXT[language];
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, STAFF);
    if (language === 'fi') {
      await page.getByRole('navigation', { name: 'Main navigation' }).getByLabel('Language').selectOption('fi');
    }
    await openMaterialForms(page, m.tab);
    const panel = page.getByRole('region', { name: m.panel });
    await expect(panel).toBeVisible();

    // A project-wide deadline at the spec's default text (2022-01-01 00:00:00: already passed).
    await panel.getByRole('button', { name: m.add }).click();
    const table = panel.getByRole('table', { name: m.panel });
    const projectRow = table.getByRole('row').filter({ hasText: m.project });
    await expect(projectRow.getByText(m.passedDefault).first()).toBeVisible();

    // A stairwell's deadline, picked in the calendar (the picker steps 15 minutes).
    await panel.getByRole('textbox', { name: m.stairwell }).fill('A');
    await panel.locator('button[data-dates-input]').click();
    const dropdown = page.locator('.mantine-Popover-dropdown');
    await dropdown.getByRole('button', { name: /^15/ }).first().click();
    await dropdown
      .locator('button[data-mantine-stop-propagation], .mantine-DateTimePicker-submitButton')
      .last()
      .click();
    await panel.getByRole('button', { name: m.add }).click();
    const stairwellRow = table.getByRole('row').filter({ hasText: m.stairwellA });
    await expect(stairwellRow.getByText(m.picked)).toBeVisible();
    await snap(page, `material-deadlines-1440-${language}`);

    // Deleting asks first; then the row is gone.
    await stairwellRow.getByRole('button').last().click();
    const confirm = page.getByRole('dialog', { name: m.deleteTitle });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: m.delete }).click();
    await expect(stairwellRow).toHaveCount(0);
    // The passed project-wide one goes too: the demo project's deadline stays as other tests expect it.
    const passedRow = table.getByRole('row').filter({ hasText: m.passedDefault });
    await passedRow.getByRole('button').last().click();
    await page.getByRole('dialog', { name: m.deleteTitle }).getByRole('button', { name: m.delete }).click();
    await expect(passedRow).toHaveCount(0);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(panel).toBeVisible();
    await expectNoSidewaysScroll(page);
    await snap(page, `material-deadlines-390-${language}`);

    // The product report in its frame, and its print link opened in a new tab without the token.
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByRole('button', { name: m.report, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: m.reportHeading });
    const frame = dialog.frameLocator('iframe');
    await expect(frame.getByRole('heading', { level: 1, name: m.reportHeading })).toBeVisible();
    await expect(frame.getByRole('heading', { level: 2, name: m.reportStairwell })).toBeVisible();
    await snap(page, `product-report-1440-${language}`);
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      dialog.getByRole('button', { name: m.print }).click(),
    ]);
    await tab.waitForLoadState();
    await expect(tab).toHaveURL(/productreportforproject\?format=html&token=/);
    await expect(tab.getByRole('heading', { level: 1, name: m.reportHeading })).toBeVisible();
    await tab.emulateMedia({ media: 'print' });
    await tab.screenshot({ path: `screenshots/product-report-print-${language}.png`, fullPage: true });
    await tab.close();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.getByRole('button', { name: m.report, exact: true }).click();
    await expect(frame.getByRole('heading', { level: 1, name: m.reportHeading })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await snap(page, `product-report-390-${language}`);
  });
}
