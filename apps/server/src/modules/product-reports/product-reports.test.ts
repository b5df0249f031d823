import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { materialSelections } from '../../platform/db/schema';
import { makeApartmentTemplate } from '../../test/apartment-factories';
import {
  expectAuthorizationRow,
  type RoleUsers,
  residentsRow,
  signInEveryRole,
  statusRow,
} from '../../test/authorization';
import { countStatements } from '../../test/count-statements';
import { createTestApp, type TestApp } from '../../test/harness';
import {
  linkFormToTemplate,
  linkProjectToCondominium,
  type MadeForm,
  makeMaterialForm,
} from '../../test/material-factories';
import { makeApartment, makeCondominium } from '../../test/membership-factories';
import { attachCompany, createProject } from '../../test/project-factories';
import { makeReportToken } from './report-link';

let t: TestApp;
let roles: RoleUsers;
let projectId: number;
let form: MadeForm;
let apartmentIds: Record<string, number>;

const READERS = statusRow(200, { anonymous: 401, ...residentsRow(404) });
const HOSTILE_SELECT = '<script>alert(1)</script>';
const FORMULA_OPTION = '=HYPERLINK("http://x")';

async function choose(apartmentId: number, selectIndex: number, optionIndex: number, price: string, name: string) {
  const select = form.selects[selectIndex];
  await t.ctx.db.insert(materialSelections).values({
    apartmentId,
    materialFormSelectId: select.id,
    materialFormOptionId: select.optionIds[optionIndex],
    name,
    price,
  });
}

beforeAll(async () => {
  t = await createTestApp();
  const condominiumId = (await makeCondominium(t.ctx, 'As Oy Report & Co')).id;
  const templateId = (await makeApartmentTemplate(t.ctx, condominiumId, 'Two rooms')).id;
  apartmentIds = {};
  for (const [stairwell, number] of [
    ['B', '1'],
    ['A', '10'],
    ['A', '2'],
    ['A', '1'],
  ]) {
    apartmentIds[`${stairwell}${number}`] = (await makeApartment(t.ctx, condominiumId, stairwell, number)).id;
  }
  roles = await signInEveryRole(t, { condominiumId, apartmentId: apartmentIds.A1 });
  projectId = (await createProject(t, roles.super.token, { type: 'condominium', condominium_id: condominiumId })).id;
  await attachCompany(t, roles.super.token, projectId, roles.clientManager.companyId);
  await attachCompany(t, roles.super.token, projectId, roles.subcontractorEmployee.companyId);
  form = await makeMaterialForm(
    t.ctx,
    projectId,
    [
      {
        name: 'Floors',
        selects: [
          {
            name: 'Parquet',
            area: '12.50',
            options: [
              { name: 'Oak', price: '10.01' },
              { name: 'Ash', price: '20.00' },
            ],
          },
          { name: 'Skirting', area: '0', options: [{ name: 'White', price: '99.99' }] },
        ],
      },
      { name: 'Kitchen', selects: [{ name: HOSTILE_SELECT, options: [{ name: FORMULA_OPTION, price: '5.00' }] }] },
    ],
    'Interior',
  );
  // An active form, as staff leave it: linked to the apartments' template.
  await linkFormToTemplate(t.ctx, templateId, form.id);
  await choose(apartmentIds.A1, 0, 0, '10.01', 'Oak');
  await choose(apartmentIds.A1, 1, 0, '99.99', 'White');
  await choose(apartmentIds.A2, 0, 0, '10.01', 'Oak');
  await choose(apartmentIds.B1, 2, 0, '5.00', FORMULA_OPTION);
});
afterAll(() => t.close());

describe('authorization', () => {
  it('GET projects/{id}/productreport/{formId}', async () => {
    await expectAuthorizationRow(t, roles, READERS, (api) =>
      api.productReports.form({ params: { id: projectId, formId: form.id } }),
    );
  });

  it('GET projects/{id}/productreportforproject', async () => {
    await expectAuthorizationRow(t, roles, READERS, (api) => api.productReports.project({ params: { id: projectId } }));
  });

  it('POST projects/{id}/productreport-links', async () => {
    await expectAuthorizationRow(t, roles, READERS, (api) =>
      api.productReports.link({ params: { id: projectId }, body: { material_form_id: form.id } }),
    );
  });
});

describe('the HTML report', () => {
  it('lists every apartment by stairwell with area × price rows and totals summed before rounding', async () => {
    const res = await t.as(roles.employee).productReports.form({ params: { id: projectId, formId: form.id } });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.body;
    // Stairwell A before B, apartments by number as numbers.
    const order = ['Stairwell A', 'Apartment A 1', 'Apartment A 2', 'Apartment A 10', 'Stairwell B', 'Apartment B 1'];
    const positions = order.map((label) => html.indexOf(label));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    // 10.01 × 12.50 = 125.125 → €125.13 on its row; A 1: 125.125 + 99.99 = 225.115 → €225.12.
    expect(html).toContain('12.50');
    expect(html).toContain('&euro;125.13');
    expect(html).toContain('&euro;225.12');
    // Stairwell A: 225.115 + 125.125 = 350.24 exactly (not 225.12 + 125.13 = 350.25).
    expect(html).toContain('Stairwell A total: &euro;350.24');
    expect(html).not.toContain('350.25');
    // A 10 chose nothing but is listed.
    expect(html).toContain('No choices saved.');
    expect(html).toContain('Total of all apartments: &euro;355.24');
    expect(html).toContain('@page { size: A4;');
  });

  it('escapes every value and forbids scripts', async () => {
    const res = await t.as(roles.super).productReports.form({ params: { id: projectId, formId: form.id } });
    expect(res.body).not.toContain('<script>');
    expect(res.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(res.body).toContain('As Oy Report &amp; Co');
    expect(res.headers['content-security-policy']).toMatch(/default-src 'none'/);
    expect(res.headers['content-security-policy']).not.toMatch(/script-src|unsafe-inline/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it("the project's report names each row's form; Finnish on request", async () => {
    const res = await t.as(roles.super).productReports.project({ params: { id: projectId }, query: { lang: 'fi' } });
    expect(res.body).toContain('<html lang="fi">');
    expect(res.body).toContain('Porras A');
    expect(res.body).toContain('<tr><td>Interior<td>');
    expect(res.body).toContain('350,24\u00a0&euro;');
    // The printing moment in the installation's zone, as Finnish writes a time (the one formatter).
    expect(res.body).toMatch(/Tulostettu \d\d\.\d\d\.\d{4} klo \d\d\.\d\d/);
  });

  it('a form of another project is 404 code 13', async () => {
    const other = (await createProject(t, roles.super.token, { type: 'condominium' })).id;
    const res = await t.as(roles.super).productReports.form({ params: { id: other, formId: form.id } });
    expect(res.status).toBe(404);
    expect(res.error.code).toBe(13);
  });
});

describe('the CSV report', () => {
  it('has one line per choice, plain numbers, and formulas made inert', async () => {
    const res = await t.as(roles.super).productReports.form({
      params: { id: projectId, formId: form.id },
      query: { format: 'csv', lang: 'en' },
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment/);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Stairwell,Apartment,Form,Group,Selection,Choice,Quantity (m²),Unit price,Total');
    expect(lines.slice(1)).toEqual([
      'A,1,Interior,Floors,Parquet,Oak,12.50,10.01,125.13',
      'A,1,Interior,Floors,Skirting,White,,99.99,99.99',
      'A,2,Interior,Floors,Parquet,Oak,12.50,10.01,125.13',
      `B,1,Interior,Kitchen,${HOSTILE_SELECT},"'=HYPERLINK(""http://x"")",,5.00,5.00`,
    ]);
    const fi = await t.as(roles.super).productReports.form({
      params: { id: projectId, formId: form.id },
      query: { format: 'csv', lang: 'fi' },
    });
    expect(fi.body).toContain('A;1;Interior;Floors;Parquet;Oak;12,50;10,01;125,13');
  });
});

describe('print links', () => {
  const get = (url: string) => t.raw('GET', url);

  it('work without the bearer token, for their own project, form and format only', async () => {
    const link = await t.as(roles.employee).productReports.link({
      params: { id: projectId },
      body: { material_form_id: form.id },
    });
    expect(link.status).toBe(200);
    const { url, expires_at } = link.data;
    expect(new Date(expires_at).getTime()).toBeGreaterThan(Date.now());
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Stairwell A total');
    const token = new URL(url, 'http://x').searchParams.get('token') ?? '';
    const other = (await createProject(t, roles.super.token, { type: 'condominium' })).id;
    const elsewhere = [
      t.api.productReports.form({ params: { id: other, formId: form.id }, query: { token } }),
      t.api.productReports.project({ params: { id: projectId }, query: { token } }),
      t.api.productReports.form({ params: { id: projectId, formId: form.id }, query: { token, format: 'csv' } }),
      t.api.productReports.form({
        params: { id: projectId, formId: form.id },
        query: { token: `${token.slice(0, -2)}xx` },
      }),
      t.api.productReports.form({ params: { id: projectId, formId: form.id } }),
    ];
    expect((await Promise.all(elsewhere)).map((res) => res.status)).toEqual([401, 401, 401, 401, 401]);
  });

  it('the project report link works too', async () => {
    const link = await t.as(roles.super).productReports.link({ params: { id: projectId }, body: { format: 'csv' } });
    const res = await get(link.data.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  });

  it('is refused once expired', async () => {
    const user = { id: roles.employee.id, tokenId: 0 };
    const session = await t.as(roles.employee).productReports.link({ params: { id: projectId }, body: {} });
    const sessionId = Number(new URL(session.data.url, 'http://x').searchParams.get('token')?.split('.')[1]);
    const target = { projectId, formId: null, format: 'html' as const };
    const past = makeReportToken(
      t.ctx.realtimeSecret,
      target,
      { ...user, tokenId: sessionId },
      new Date(Date.now() - 1000),
    );
    const live = makeReportToken(
      t.ctx.realtimeSecret,
      target,
      { ...user, tokenId: sessionId },
      new Date(Date.now() + 60_000),
    );
    const open = (token: string) => t.api.productReports.project({ params: { id: projectId }, query: { token } });
    expect((await open(past)).status).toBe(401);
    expect((await open(live)).status).toBe(200);
  });
});

describe('queries', () => {
  it('the report costs the same statements for 2 and for 20 apartments', async () => {
    async function projectWith(apartments: number): Promise<number> {
      const condominiumId = (await makeCondominium(t.ctx)).id;
      const project = (await createProject(t, roles.super.token, { type: 'condominium' })).id;
      await linkProjectToCondominium(t.ctx, project, condominiumId);
      const made = await makeMaterialForm(t.ctx, project, [
        { selects: [{ area: '3', options: [{ price: '1.00' }] }, { options: [{ price: '2.00' }] }] },
      ]);
      for (let i = 1; i <= apartments; i += 1) {
        const apartment = (await makeApartment(t.ctx, condominiumId, i % 2 ? 'A' : 'B', String(i))).id;
        for (const select of made.selects) {
          await t.ctx.db.insert(materialSelections).values({
            apartmentId: apartment,
            materialFormSelectId: select.id,
            materialFormOptionId: select.optionIds[0],
            name: 'x',
            price: '1.00',
          });
        }
      }
      return project;
    }
    const small = await projectWith(2);
    const large = await projectWith(20);
    const count = (id: number) =>
      countStatements(t.ctx, async () => {
        const res = await t.as(roles.employee).productReports.project({ params: { id } });
        expect(res.status).toBe(200);
      });
    await count(small); // warm the session cache alike for both
    expect(await count(large)).toBe(await count(small));
  });
});
