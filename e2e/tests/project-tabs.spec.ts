import type { Page } from '@playwright/test';
import { expect, signIn, snap, test } from '../support/fixtures';

/** Opens a demo project by code from the projects list and then one of its tabs. */
async function openTab(page: Page, code: string, tab: string) {
  await page.getByRole('link', { name: code }).first().click();
  await expect(page).toHaveURL(/\/project\/\d+/);
  await page.getByRole('tab', { name: tab }).click();
}

const MESSAGES = {
  en: {
    tab: 'Schedules',
    add: 'Add schedule entry',
    save: 'Save',
    description: 'Description',
    start: 'Start',
    end: 'End',
    completion: 'Completion (%)',
    required: 'Fill in the required fields.',
    order: 'The start must not be after the end.',
    range: 'Enter a whole number from 0 to 100.',
    integer: 'Completion must be a number.',
  },
  fi: {
    tab: 'Aikataulut',
    add: 'Lisää aikataulurivi',
    save: 'Tallenna',
    description: 'Kuvaus',
    start: 'Alku',
    end: 'Loppu',
    completion: 'Valmiusaste (%)',
    required: 'Täytä pakolliset kentät.',
    order: 'Alku ei voi olla lopun jälkeen.',
    range: 'Anna kokonaisluku väliltä 0–100.',
    integer: 'Valmiusasteen on oltava numero.',
  },
} as const;

/** Walks the schedule form through 35, 34, 37 and 38 and saves a valid entry. */
async function checkScheduleForm(page: Page, m: (typeof MESSAGES)['en' | 'fi'], description: string) {
  await page.getByRole('button', { name: m.add }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: m.save }).click();
  await expect(dialog.getByText(m.required)).toHaveCount(3);

  await dialog.getByRole('textbox', { name: m.description, exact: true }).fill(description);
  await dialog.getByRole('textbox', { name: m.start, exact: true }).fill('2026-03-10');
  await dialog.getByRole('textbox', { name: m.end, exact: true }).fill('2026-03-01');
  await dialog.getByRole('textbox', { name: m.completion }).fill('101');
  await dialog.getByRole('button', { name: m.save }).click();
  await expect(dialog.getByText(m.order)).toBeVisible();
  await expect(dialog.getByText(m.range)).toBeVisible();
  await expect(dialog.getByText(m.required)).toHaveCount(0);

  await dialog.getByRole('textbox', { name: m.end, exact: true }).fill('2026-03-10');
  await dialog.getByRole('textbox', { name: m.completion }).fill('2.5');
  await dialog.getByRole('button', { name: m.save }).click();
  await expect(dialog.getByText(m.integer)).toBeVisible();
  await expect(dialog.getByText(m.order)).toHaveCount(0);
  return dialog;
}

test('schedule validation messages in English and Finnish, the tree and the Gantt chart', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'owner.manager@demo.test');
  await openTab(page, 'HEL-0311', 'Schedules');
  const list = page.getByRole('table', { name: 'Schedule entries' });
  await expect(list.getByText('Kaapelin asennus')).toBeVisible();
  await expect(list.getByText('Project statuses')).toBeVisible();
  await expect(page.getByTestId('schedule-gantt').locator('svg').first()).toBeVisible();
  await snap(page, 'project-schedules-1440-en');

  const en = await checkScheduleForm(page, MESSAGES.en, 'E2E schedule entry');
  await snap(page, 'project-schedule-form-1440-en');
  // Start equal to end and a whole completion save.
  await en.getByRole('textbox', { name: 'Completion (%)' }).fill('100');
  await en.getByRole('button', { name: 'Save' }).click();
  await expect(en).toBeHidden();
  await expect(list.getByText('E2E schedule entry')).toBeVisible();

  await page.getByRole('navigation', { name: 'Main navigation' }).getByLabel('Language').selectOption('fi');
  await expect(page.getByRole('button', { name: MESSAGES.fi.add })).toBeVisible();
  const fi = await checkScheduleForm(page, MESSAGES.fi, 'E2E-aikataulurivi');
  await snap(page, 'project-schedule-form-1440-fi');
  // The form holds what was typed: Cancel asks before discarding it.
  await fi.getByRole('button', { name: 'Peruuta' }).click();
  const discard = page.getByRole('dialog', { name: 'Hylätäänkö muutokset?' });
  await discard.getByRole('button', { name: 'Hylkää muutokset' }).click();
  // Both windows close (counted, as `fi` matches either while they fade out).
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await snap(page, 'project-schedules-1440-fi');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('schedule-gantt').locator('svg').first()).toBeVisible();
  await snap(page, 'project-schedules-390-fi');
  await page.getByRole('button', { name: MESSAGES.fi.add }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Tallenna' }).click();
  await expect(page.getByRole('dialog').getByText(MESSAGES.fi.required)).toHaveCount(3);
  await snap(page, 'project-schedule-form-390-fi');
});

test('contacts and progress reports at a desk and on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'owner.manager@demo.test');
  await openTab(page, 'HEL-0311', 'Contacts');
  await expect(page.getByRole('cell', { name: 'Pekka', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Add contact' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('required', { exact: true })).toHaveCount(3);
  await snap(page, 'project-contact-form-1440-en');
  await dialog.getByLabel('First name').fill('Erkki');
  await dialog.getByLabel('Last name').fill('Esimerkki');
  await dialog.getByLabel('Title').fill('Valvoja');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('cell', { name: 'Esimerkki', exact: true })).toBeVisible();
  await snap(page, 'project-contacts-1440-en');

  await page.getByRole('tab', { name: 'Progress reports' }).click();
  const totals = page.getByRole('table', { name: 'Totals' });
  await expect(totals.getByText('Cable laid')).toBeVisible();
  await expect(totals.getByText('220 m')).toBeVisible();
  await page.getByRole('button', { name: 'Add progress report' }).click();
  const report = page.getByRole('dialog');
  await report.getByRole('button', { name: 'Save' }).click();
  await expect(report.getByText('Required', { exact: true })).toHaveCount(3);
  await report.getByRole('combobox', { name: 'Task' }).click();
  await page.getByRole('option', { name: 'Cable laid' }).click();
  await expect(report.getByRole('combobox', { name: 'Unit' })).toHaveValue('m');
  await report.getByRole('textbox', { name: 'Amount' }).fill('30');
  await snap(page, 'project-progress-form-1440-en');
  await report.getByRole('button', { name: 'Save' }).click();
  await expect(report).toBeHidden();
  await expect(totals.getByText('250 m')).toBeVisible();
  await snap(page, 'project-progress-1440-en');
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, 'project-progress-390-en');
  await page.getByRole('tab', { name: 'Contacts' }).click();
  await expect(page.getByRole('cell', { name: 'Esimerkki', exact: true })).toBeVisible();
  await snap(page, 'project-contacts-390-en');
});
