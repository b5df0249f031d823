import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { apiHeaders, test as base, expect, signIn, snap } from '../support/fixtures';

/*
 * The owner's material selection (issue 19): the owner of the demo apartment A 1 chooses before the
 * deadline and sees the right total, saves, reloads and sees the choice; once the deadline has
 * passed the form is read-only and the server refuses a save. Both languages, desk and 390 px.
 *
 * The material-forms and deadlines calls come with other parts of the issue, so this file runs the
 * portal on a PostgreSQL database of its own (the CI machine's server, as the API tests use) and
 * writes the form and the deadlines with psql.
 */

const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const OWNER = 'asukas.omistaja@demo.test';

function databaseUrl(name: string): string {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

function psql(url: string, statement: string): string {
  return execFileSync('psql', [url, '-v', 'ON_ERROR_STOP=1', '-qtAc', statement], {
    encoding: 'utf8',
    env: { ...process.env, PGOPTIONS: '-c client_min_messages=warning' },
  }).trim();
}

const test = base.extend<object, { workerEnv: Record<string, string> }>({
  workerEnv: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use, workerInfo) => {
      const name = `e2e_selection_${process.pid}_${workerInfo.workerIndex}`;
      psql(ADMIN_URL, `drop database if exists ${name}`);
      psql(ADMIN_URL, `create database ${name}`);
      await use({ DATABASE_URL: databaseUrl(name) });
      psql(ADMIN_URL, `drop database if exists ${name} with (force)`);
    },
    { scope: 'worker' },
  ],
});

/**
 * A form of the demo condominium's project linked to apartment A 1's template: "Lattia" (25.5 m2:
 * 45.90 or 52.00 €/m2) and "Työtaso" (350.00 or 420.50 €), the first option of each the default,
 * and a project-wide deadline 30 days ahead. Options use demo products with photos where there are.
 */
const MAKE_FORM = `
do $$
declare
  apt record; proj int; cat int; f int; g int; s int; o int; p int[];
begin
  select a.* into apt from apartments a join condominiums c on c.id = a.condominium_id
   where c.name = 'As Oy Demo Koivikko' and a.stairwell = 'A' and a.apartment_number = '1';
  select project_id into proj from condominium_projects where condominium_id = apt.condominium_id order by project_id limit 1;
  select array_agg(id) into p from (select id from products order by (product_photo is null), id limit 4) x;
  select product_category_id into cat from products where id = p[1];
  insert into material_forms (project_id, name) values (proj, 'Sisustusvalinnat') returning id into f;
  insert into material_form_groups (material_form_id, name, position) values (f, 'Keittiö', 0) returning id into g;
  insert into material_form_selects (material_form_group_id, name, area, product_category_id, position)
    values (g, 'Lattia', 25.5, cat, 0) returning id into s;
  insert into material_form_options (material_form_select_id, product_id, name, price)
    values (s, p[1], 'Tammiparketti', 45.90) returning id into o;
  update material_form_selects set default_option_id = o where id = s;
  insert into material_form_options (material_form_select_id, product_id, name, price) values (s, p[2], 'Vinyylilankku', 52.00);
  insert into material_form_selects (material_form_group_id, name, area, product_category_id, position)
    values (g, 'Työtaso', 0, cat, 1) returning id into s;
  insert into material_form_options (material_form_select_id, product_id, name, price)
    values (s, p[3], 'Laminaattitaso', 350.00) returning id into o;
  update material_form_selects set default_option_id = o where id = s;
  insert into material_form_options (material_form_select_id, product_id, name, price) values (s, p[4], 'Kivitaso', 420.50);
  insert into apartment_template_material_forms (apartment_template_id, material_form_id) values (apt.apartment_template_id, f);
  insert into material_deadlines (project_id, deadline_at) values (proj, now() + interval '30 days');
end $$;`;

/** A1's own deadline, passed an hour ago: it wins over the project-wide one. */
const CLOSE_A1 = `
insert into material_deadlines (project_id, stairwell, apartment_number, deadline_at)
select cp.project_id, 'A', '1', now() - interval '1 hour'
  from condominium_projects cp join condominiums c on c.id = cp.condominium_id
 where c.name = 'As Oy Demo Koivikko' order by cp.project_id limit 1;`;

test.describe.configure({ mode: 'serial' });

/** A plain JPEG of one colour, as a product photo. */
function jpeg(r: number, g: number, b: number): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: { r, g, b } } })
    .jpeg()
    .toBuffer();
}

test.beforeAll(async ({ workerEnv, playwright, portal }) => {
  psql(workerEnv.DATABASE_URL, MAKE_FORM);
  // The floor options get photos through the products call (the demo's own are drawn only with
  // its documents, which these tests leave out).
  const productIds = psql(
    workerEnv.DATABASE_URL,
    `select o.product_id from material_form_options o join material_form_selects s on s.id = o.material_form_select_id
      where s.name = 'Lattia' order by o.id`,
  )
    .split('\n')
    .map(Number);
  const request = await playwright.request.newContext({ baseURL: portal.url });
  const headers = await apiHeaders(request, 'owner.manager@demo.test');
  for (const [index, id] of productIds.entries()) {
    const res = await request.post(`/api/v1/products/${id}?_method=PUT`, {
      headers,
      multipart: {
        product_photo: {
          name: 'floor.jpg',
          mimeType: 'image/jpeg',
          buffer: await (index ? jpeg(150, 110, 70) : jpeg(196, 160, 110)),
        },
      },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
  await request.dispose();
});

async function chooseLanguage(page: Page, language: 'en' | 'fi') {
  await page
    .getByRole('navigation', { name: /Main navigation|Päävalikko/ })
    .getByLabel(/Language|Kieli/)
    .selectOption(language);
}

const section = (page: Page) => page.getByRole('region', { name: 'Sisustusvalinnat' });
const total = (page: Page) => section(page).getByTestId(/^material-total-/);

test('the owner chooses before the deadline, sees the total, saves and finds the choice after a reload', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, OWNER);
  await expect(page).toHaveURL(/\/condominium\/\d+\/apartments\/\d+$/);
  await chooseLanguage(page, 'en');
  await expect(page.getByRole('heading', { name: 'Material selection' })).toBeVisible();
  const form = section(page);
  await expect(form.getByText(/^Until \d\d\.\d\d\.\d{4} \d\d:\d\d$/)).toBeVisible();
  // The defaults: 45.90 × 25.5 + 350.00 = 1,520.45
  await expect(form.getByRole('radio', { name: /Tammiparketti/ })).toBeChecked();
  await expect(total(page)).toHaveText('€1,520.45');
  await form.getByRole('radio', { name: /Vinyylilankku/ }).click();
  await form.getByRole('radio', { name: /Kivitaso/ }).click();
  // 52.00 × 25.5 + 420.50 = 1,746.50
  await expect(total(page)).toHaveText('€1,746.50');
  await snap(page, 'material-selection-owner-desk-en');
  await form.getByRole('button', { name: 'Save choices' }).click();
  await expect(form.getByRole('status')).toHaveText('Saved');

  await page.reload();
  await expect(section(page).getByRole('radio', { name: /Vinyylilankku/ })).toBeChecked();
  await expect(section(page).getByRole('radio', { name: /Kivitaso/ })).toBeChecked();
  await expect(total(page)).toHaveText('€1,746.50');

  await chooseLanguage(page, 'fi');
  await expect(page.getByRole('heading', { name: 'Materiaalivalinnat' })).toBeVisible();
  await expect(total(page)).toHaveText(/^1\s746,50\s€$/);
  await snap(page, 'material-selection-owner-desk-fi');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(total(page)).toHaveText(/^1\s746,50\s€$/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await snap(page, 'material-selection-owner-phone-fi');
  const photo = section(page)
    .getByRole('button', { name: /Näytä tuotteen .* kuva suurena/ })
    .first();
  if ((await photo.count()) > 0) {
    await photo.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await snap(page, 'material-selection-photo-phone-fi');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  }
});

test('after the deadline the form is read-only and the server refuses a save', async ({ page, request, workerEnv }) => {
  psql(workerEnv.DATABASE_URL, CLOSE_A1);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, OWNER);
  await chooseLanguage(page, 'en');
  const form = section(page);
  await expect(form.getByText(/^Closed \d\d\.\d\d\.\d{4} \d\d:\d\d$/)).toBeVisible();
  await expect(form.getByText(/The selection deadline passed on/)).toBeVisible();
  await expect(form.getByRole('button', { name: 'Save choices' })).toHaveCount(0);
  await expect(form.getByRole('radio', { name: /Vinyylilankku/ })).toBeChecked();
  await expect(form.getByRole('radio', { name: /Tammiparketti/ })).toBeDisabled();
  await snap(page, 'material-selection-closed-desk-en');

  await chooseLanguage(page, 'fi');
  await expect(form.getByText(/Valintojen määräaika päättyi/)).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(section(page).getByText(/^Päättyi /)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await snap(page, 'material-selection-closed-phone-fi');

  // Behind the screen: the owner's save is refused with the deadline named.
  const headers = await apiHeaders(request, OWNER);
  const [mine] = (await (await request.get('/api/v1/user/apartments', { headers })).json()).data as {
    id: number;
    condominium: { id: number };
  }[];
  const apartment = (
    await (await request.get(`/api/v1/condominiums/${mine.condominium.id}/apartments/${mine.id}`, { headers })).json()
  ).data as { id: number; apartment_template_id: number };
  const forms = (
    await (
      await request.get(
        `/api/v1/apartmenttemplates/${apartment.apartment_template_id}/materialforms-with-submissions/${apartment.id}`,
        { headers },
      )
    ).json()
  ).data as { id: number; project_id: number; groups: { selects: { id: number; options: { id: number }[] }[] }[] }[];
  const [selectForm] = forms;
  const select = selectForm.groups[0].selects[0];
  const res = await request.put(
    `/api/v1/projects/${selectForm.project_id}/apartments/${apartment.id}/materialselections`,
    {
      headers,
      data: { selections: [{ material_form_select_id: select.id, material_form_option_id: select.options[0].id }] },
    },
  );
  expect(res.status()).toBe(409);
  expect((await res.json()).errors.fields.deadline_at).toHaveLength(1);
});
