import type { Page } from '@playwright/test';
import { expect, signIn, snap, test } from '../support/fixtures';

const STAFF = 'owner.manager@demo.test';
/** The demo condominium project (seed/demo-condominiums-seed.ts) and its first template. */
const PROJECT_CODE = 'KOIV-2025';
const TEMPLATE = 'Kaksio A';
const FLOORINGS = 'Lattiat / Floorings';

const MESSAGES = {
  en: {
    tab: 'Material forms',
    formName: 'Name of a new material form',
    create: 'Create form',
    addGroup: 'Add group',
    groupName: 'Group name',
    addSelect: 'Add select',
    selectName: 'Select name',
    category: 'Product category',
    area: 'Area',
    addOption: "Add an option from the category's products",
    defaultOf: 'Default option:',
    save: 'Save',
    saved: 'Material form saved',
    actions: 'Actions for',
    templates: 'Apartment templates',
    link: 'Link',
    active: 'Active',
    area12: '12.5',
    discardTitle: 'Discard changes?',
    stay: 'Cancel',
  },
  fi: {
    tab: 'Materiaalivalintalomakkeet',
    formName: 'Uuden materiaalilomakkeen nimi',
    create: 'Luo lomake',
    addGroup: 'Lisää ryhmä',
    groupName: 'Ryhmän nimi',
    addSelect: 'Lisää valinta',
    selectName: 'Valinnan nimi',
    category: 'Tuotekategoria',
    area: 'Pinta-ala',
    addOption: 'Lisää vaihtoehto kategorian tuotteista',
    defaultOf: 'Oletusvaihtoehto:',
    save: 'Tallenna',
    saved: 'Materiaalilomake tallennettu',
    actions: 'Toiminnot:',
    templates: 'Huoneistotyypit',
    link: 'Liitä',
    active: 'Aktiivinen',
    area12: '12,5',
    discardTitle: 'Hylätäänkö muutokset?',
    stay: 'Peruuta',
  },
} as const;

/** Nothing wider than the window: no sideways scrolling. */
async function expectNoSidewaysScroll(page: Page) {
  const { scrolled, visible } = await page.evaluate(() => ({
    scrolled: document.documentElement.scrollWidth,
    visible: window.innerWidth,
  }));
  expect(scrolled).toBeLessThanOrEqual(visible);
}

async function openMaterialForms(page: Page, tab: string) {
  await page.goto('/projects');
  await page.getByRole('link', { name: PROJECT_CODE }).first().click();
  await expect(page).toHaveURL(/\/project\/\d+/);
  await page.getByRole('tab', { name: tab }).click();
}

/** Staff build a form (a group, a select, two options, the second as default) and link it to a template. */
async function buildAndLink(page: Page, lang: 'en' | 'fi', formName: string) {
  const m = MESSAGES[lang];
  await page.getByPlaceholder(m.formName).fill(formName);
  await page.getByRole('button', { name: m.create }).click();
  const editor = page.getByRole('dialog');
  await expect(editor).toBeVisible();
  await editor.getByRole('button', { name: m.addGroup }).click();
  await editor.getByLabel(m.groupName).fill(lang === 'en' ? 'Floors' : 'Lattiat');
  await editor.getByRole('button', { name: m.addSelect }).click();
  await editor.getByLabel(m.selectName).fill(lang === 'en' ? 'Living room floor' : 'Olohuoneen lattia');
  await editor.getByRole('combobox', { name: m.category }).click();
  await page.getByRole('option', { name: FLOORINGS }).click();
  await editor.getByLabel(m.area).fill(m.area12);
  const add = editor.getByRole('combobox', { name: m.addOption });
  await add.click();
  await page.locator('[role=option]:visible').first().click();
  await add.click();
  await page.locator('[role=option]:visible').first().click();
  const defaults = editor.getByRole('radio', { name: new RegExp(`^${m.defaultOf}`) });
  await expect(defaults).toHaveCount(2);
  // The first option added is the default; choose the other one.
  await expect(defaults.first()).toBeChecked();
  await defaults.nth(1).check();
  await expect(defaults.nth(1)).toBeChecked();
  await expect(defaults.first()).not.toBeChecked();
  await snap(page, `material-form-editor-${lang}-${page.viewportSize()?.width ?? 0}`);
  // Esc asks before the edits are lost; staying keeps every edit.
  await page.keyboard.press('Escape');
  const discard = page.getByRole('dialog').filter({ hasText: m.discardTitle });
  await expect(discard).toBeVisible();
  await discard.getByRole('button', { name: m.stay }).click();
  await expect(discard).toBeHidden();
  await expect(editor.first().getByLabel(m.groupName)).toHaveValue(lang === 'en' ? 'Floors' : 'Lattiat');
  await editor.getByRole('button', { name: m.save, exact: true }).click();
  await expect(page.getByText(m.saved)).toBeVisible();
  await expect(editor).toBeHidden();

  await page.getByRole('button', { name: `${m.actions} ${formName}` }).click();
  await page.getByRole('menuitem', { name: m.templates }).click();
  const links = page.getByRole('dialog');
  // The box changes only after the confirmation.
  await links.getByRole('checkbox', { name: TEMPLATE }).click();
  await page.getByRole('button', { name: m.link, exact: true }).click();
  await expect(links.getByRole('checkbox', { name: TEMPLATE })).toBeChecked();
  await snap(page, `material-form-templates-${lang}-${page.viewportSize()?.width ?? 0}`);
  await page.keyboard.press('Escape');
  await expect(links).toBeHidden();
  await expect(
    page.getByRole('listitem').filter({ hasText: formName }).getByText(m.active, { exact: true }),
  ).toBeVisible();
}

test('staff build a material form and link it to an apartment template, in English and Finnish, at a desk and on a phone', async ({
  page,
}) => {
  // Two languages, two widths and two whole journeys on a shared two-CPU machine.
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, STAFF);
  await openMaterialForms(page, MESSAGES.en.tab);
  await buildAndLink(page, 'en', `Kitchen ${stamp}`);
  await snap(page, 'material-forms-1440-en');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByText(`Kitchen ${stamp}`)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await snap(page, 'material-forms-390-en');

  // The language menu is in the desk navigation.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.reload();
  await page.getByRole('navigation', { name: 'Main navigation' }).getByLabel('Language').selectOption('fi');
  await openMaterialForms(page, MESSAGES.fi.tab);
  await page.setViewportSize({ width: 390, height: 844 });
  await buildAndLink(page, 'fi', `Keittiö ${stamp}`);
  await expectNoSidewaysScroll(page);
  await snap(page, 'material-forms-390-fi');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.reload();
  await expect(page.getByText(`Keittiö ${stamp}`)).toBeVisible();
  await snap(page, 'material-forms-1440-fi');
});
