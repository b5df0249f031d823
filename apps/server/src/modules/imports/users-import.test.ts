import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userCategories, users } from '../../platform/db/schema';
import { malformed } from '../../test/api-client';
import { expectAuthorizationRow, type Role, type RoleUsers, signInEveryRole } from '../../test/authorization';
import { createTestApp, makeCompany, type TestApp } from '../../test/harness';
import { rejectedRows } from '../../test/import-rows';
import { form, multipartBody, TINY_PNG } from '../../test/multipart';

let t: TestApp;
let roles: RoleUsers;
let ownerCode: string;

beforeAll(async () => {
  t = await createTestApp();
  roles = await signInEveryRole(t);
  const company = await t.as(roles.super).companies.get({ params: { id: roles.manager.companyId } });
  ownerCode = company.data.code ?? '';
});
afterAll(() => t.close());

const csvForm = (content: Buffer | string, filename = 'users.csv') =>
  form({ csv_data: { filename, contentType: 'text/csv', content } });

function upload(token: string | undefined, content: Buffer | string, filename?: string) {
  return t.as(token).csvImports.upload({ params: { kind: 'users' }, formData: csvForm(content, filename) });
}

async function userCount(): Promise<number> {
  const [{ n }] = await t.ctx.db.select({ n: count() }).from(users);
  return n;
}

async function userByEmail(email: string) {
  const [row] = await t.ctx.db.select().from(users).where(eq(users.email, email));
  return row;
}

describe('authorization', () => {
  it('POST import/csv/users needs the import permission and a company the caller may add users to', async () => {
    const csv = (role: Role) =>
      `email,name,company_code\nimport-${role.toLowerCase()}@example.test,Imported ${role},${ownerCode}\n`;
    await expectAuthorizationRow(
      t,
      roles,
      {
        anonymous: 401,
        super: 200,
        ownerManager: 200,
        manager: 200,
        editor: 403,
        employee: 403,
        // Holds `import` (manager column) but manages another company: company-not-found (422).
        clientManager: 422,
        subcontractorEmployee: 403,
      },
      (api, role) => api.csvImports.upload({ params: { kind: 'users' }, formData: csvForm(csv(role)) }),
    );
  });

  it('GET import/csv/users/template', async () => {
    await expectAuthorizationRow(
      t,
      roles,
      {
        anonymous: 401,
        super: 200,
        ownerManager: 200,
        manager: 200,
        editor: 200,
        employee: 200,
        clientManager: 200,
        subcontractorEmployee: 200,
      },
      (api) => api.csvImports.template({ params: { kind: 'users' } }),
    );
  });
});

describe('users CSV import', () => {
  it('changes nothing when one row is bad, and reports that row', async () => {
    const before = await userCount();
    const csv = [
      'email,name,phone,company_code,roles,category',
      `good.one@example.test,Good One,,${ownerCode},manager,`,
      `not-an-email,Bad Row,,${ownerCode},,`,
      `good.two@example.test,Good Two,,${ownerCode},editor,`,
    ].join('\n');
    const res = await upload(roles.ownerManager.token, csv);
    expect(res.status).toBe(422);
    expect(rejectedRows(res)).toEqual([
      { row: 3, column: 'email', field: 'email', message: 'email-invalid', value: 'not-an-email' },
    ]);
    expect(res.error.fields).toEqual({ 'row.3.email': ['email-invalid'] });
    expect(res.error.code).toBe(-1);
    expect(await userCount()).toBe(before);
    expect(await userByEmail('good.one@example.test')).toBeUndefined();
  });

  it('reads Finnish headers, a BOM and semicolons, with roles and categories', async () => {
    const [office] = await t.ctx.db.insert(userCategories).values({ name: 'Toimisto' }).returning();
    const csv = `\uFEFFSähköposti;Nimi;Puhelin;Yrityksen tunnus;Roolit;Käyttäjäryhmä\r\nliisa@example.test;Liisa Läskelä;+358 40 111;${ownerCode.toLowerCase()};"esihenkilö,muokkaaja";toimisto\r\n;;;;;\r\npekka@example.test;Pekka Ö;;${ownerCode};;\r\n`;
    const res = await upload(roles.manager.token, Buffer.from(csv, 'utf8'));
    expect(res.status, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { created: 2 }, code: 200 });

    const liisa = await userByEmail('liisa@example.test');
    expect(liisa).toMatchObject({ name: 'Liisa Läskelä', phone: '+358 40 111', userCategoryId: office.id });
    const detail = (await t.as(roles.super).users.get({ params: { id: liisa.id } })).data;
    expect(detail.roles.map((r) => r.name).sort()).toEqual(['editor', 'employee', 'manager']);
    const pekka = await userByEmail('pekka@example.test');
    const [defaultCategory] = await t.ctx.db.select().from(userCategories).where(eq(userCategories.isDefault, true));
    expect(pekka.userCategoryId).toBe(defaultCategory.id);
  });

  it('stores formula-like cells as text, exactly as written', async () => {
    // As a spreadsheet saves it: the cell with separators and quotes is quoted.
    const csv = `email;name;phone;company_code\nformula@example.test;"=HYPERLINK(""http://evil.test"";""x"")";+358 1;${ownerCode}\nat@example.test;@SUM(A1);-5;${ownerCode}\n`;
    const res = await upload(roles.super.token, csv);
    expect(res.status, res.body).toBe(200);
    expect(await userByEmail('formula@example.test')).toMatchObject({
      name: '=HYPERLINK("http://evil.test";"x")',
      phone: '+358 1',
    });
    expect((await userByEmail('at@example.test')).name).toBe('@SUM(A1)');
  });

  it('reports every problem with its row and column', async () => {
    await makeCompany(t.ctx, 'client', 'Foreign');
    const csv = [
      'name,email,company_code,roles,category,extra',
      ',dup@example.test,NOPE,boss,Unknown,',
      `Two,dup@example.test,${ownerCode},,,`,
      `Three,${(await userByEmail('liisa@example.test')).email},${ownerCode},,,`,
    ].join('\n');
    const res = await upload(roles.super.token, csv);
    expect(res.status).toBe(422);
    expect(rejectedRows(res)).toEqual([
      { row: 1, column: 'extra', field: null, message: 'unknown-column', value: 'extra' },
    ]);

    const rows = csv.replace(',extra', '').replaceAll(',,,', ',,').replace(',boss,Unknown,', ',boss,Unknown');
    const res2 = await upload(roles.super.token, rows);
    const messages = rejectedRows(res2).map((e) => `${e.row}:${e.field}:${e.message}`);
    expect(messages).toEqual([
      '2:name:required',
      '2:company_code:company-not-found',
      '2:roles:role-unknown',
      '2:category:category-not-found',
      '3:email:duplicate-in-file',
      '4:email:email-in-use',
    ]);
  });

  it('refuses missing columns, binary files and empty files', async () => {
    const missing = await upload(roles.super.token, 'name\nX\n');
    expect(rejectedRows(missing).map((e) => e.field)).toEqual(['email', 'company_code']);

    const png = await upload(roles.super.token, TINY_PNG, 'users.csv');
    expect(png.status).toBe(422);
    expect(png.error.code).toBe(24);
    const nul = await upload(roles.super.token, Buffer.from('email,name\u0000\n'));
    expect(nul.error.code).toBe(24);

    const empty = await upload(roles.super.token, 'email,name,company_code\n');
    expect(rejectedRows(empty)).toEqual([{ row: 0, column: null, field: null, message: 'no-rows', value: null }]);

    const none = await t.as(roles.super).csvImports.upload({ params: { kind: 'users' }, formData: form({}) });
    expect(none.status).toBe(422);
    expect(none.error.fields).toEqual({ csv_data: ['required'] });
  });

  it('reads a Windows-1252 file as older Finnish Excel writes it', async () => {
    const csv = `sähköposti;nimi;yrityksen tunnus\nwin@example.test;Jääskeläinen;${ownerCode}\n`;
    const res = await upload(roles.super.token, Buffer.from(csv, 'latin1'));
    expect(res.status, res.body).toBe(200);
    expect((await userByEmail('win@example.test')).name).toBe('Jääskeläinen');
  });

  it('serves the template in English and Finnish', async () => {
    const en = await t.as(roles.employee).csvImports.template({ params: { kind: 'users' } });
    expect(en.headers['content-type']).toContain('text/csv');
    expect(en.headers['content-disposition']).toContain('users-template.csv');
    expect(en.body.startsWith('\uFEFFemail,name,phone,company_code,roles,category\r\n')).toBe(true);
    const fi = await t.as(roles.employee).csvImports.template({ params: { kind: 'users' }, query: { lang: 'fi' } });
    expect(fi.body).toContain('sähköposti;nimi;puhelin;yrityksen tunnus;roolit;käyttäjäryhmä');

    // The Finnish template imports as it is once its company code is real.
    const res = await upload(roles.super.token, fi.body.replaceAll('COMPANY1', ownerCode));
    expect(res.json()).toEqual({ data: { created: 2 }, code: 200 });
  });
});

describe('uploads the server refuses', () => {
  it('answers 422 with the import code when the file name does not end in .csv', async () => {
    const csv = `email,name,company_code\nnot-csv@example.test,Not Csv,${ownerCode}\n`;
    const before = await userCount();
    for (const filename of ['users.txt', '.csv', 'users.csv.exe']) {
      const res = await upload(roles.super.token, csv, filename);
      expect(res.status, filename).toBe(422);
      expect(res.error).toMatchObject({ code: -1, fields: { csv_data: ['not-csv'] } });
    }
    expect(await userCount()).toBe(before);
    expect((await upload(roles.super.token, csv, 'USERS.CSV')).status).toBe(200);
  });

  it('answers 422, not 500, for a broken multipart body', async () => {
    const csv = `email,name,company_code\nbroken@example.test,Broken,${ownerCode}\n`;
    const { body, headers } = multipartBody([
      { name: 'csv_data', filename: 'u.csv', contentType: 'text/csv', content: csv },
    ]);
    // Bodies no FormData can make, sent as they are.
    const cases: { name: string; body: Buffer | string; headers: Record<string, string> }[] = [
      { name: 'no boundary', body, headers: { 'content-type': 'multipart/form-data' } },
      { name: 'truncated', body: body.subarray(0, body.length - 30), headers },
      { name: 'garbage', body: 'not multipart at all', headers },
      { name: 'bad header', body: `--${headers['content-type'].split('boundary=')[1]}\r\nbroken\r\n\r\n`, headers },
    ];
    for (const c of cases) {
      const res = await t
        .as(roles.super)
        .csvImports.upload(
          { params: { kind: 'users' }, formData: malformed(undefined), body: malformed(c.body) },
          { headers: c.headers },
        );
      expect(res.status, `${c.name}: ${res.body}`).toBe(422);
      expect(res.error.code, c.name).toBe(-1);
    }
  });
});
