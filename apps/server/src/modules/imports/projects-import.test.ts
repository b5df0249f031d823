import type { Project } from '@portal/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects, schedules } from '../../platform/db/schema';
import { malformed } from '../../test/api-client';
import {
  expectAuthorizationRow,
  type RoleUsers,
  SIGNED_IN,
  signInEveryRole,
  statusRow,
} from '../../test/authorization';
import { findOne } from '../../test/find-one';
import { createTestApp, type TestApp } from '../../test/harness';
import { rejectedRows } from '../../test/import-rows';
import { makeCondominium } from '../../test/membership-factories';
import { form, TINY_PNG } from '../../test/multipart';
import { defaultSubtypeId, statusBySlug, unique } from '../../test/project-factories';

let t: TestApp;
let roles: RoleUsers;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  roles = await signInEveryRole(t);
  admin = roles.ownerManager.token;
});
afterAll(() => t.close());

const csvForm = (content: Buffer | string, filename = 'projects.csv') =>
  form({ csv_data: { filename, contentType: 'text/csv', content } });

function upload(token: string | undefined, content: Buffer | string, filename?: string) {
  return t.as(token).projectsImport.import({ formData: csvForm(content, filename) });
}

async function projectCount(): Promise<number> {
  const [{ n }] = await t.ctx.db.select({ n: count() }).from(projects);
  return n;
}

async function projectByCode(code: string): Promise<Project> {
  const res = await t.as(admin).projects.list({ query: { search: code } });
  return findOne(res.data, (p) => p.code === code, `project ${code}`);
}

describe('authorization', () => {
  it('POST import/csv/projects needs import, projects.manage and owner-manager', async () => {
    await expectAuthorizationRow(
      t,
      roles,
      // The manager holds import and projects.manage (manager column) but is not an owner.
      statusRow(403, { anonymous: 401, super: 200, ownerManager: 200 }),
      (api) => api.projectsImport.import({ formData: csvForm(`code,name,type\n${unique('AUTH')},Auth,marine\n`) }),
    );
  });

  it('GET import/csv/projects/template', async () => {
    await expectAuthorizationRow(t, roles, SIGNED_IN, (api) => api.projectsImport.template());
  });
});

describe('projects CSV import', () => {
  it('imports Finnish headers, `;`, a BOM and Finnish type and status words, with folders and schedules', async () => {
    const subtypeId = await defaultSubtypeId(t, admin);
    await t.as(admin).defaultFolders.create({ body: { name: 'Kuvat', project_subtype_id: subtypeId } });
    const [a, b] = [unique('FI'), unique('FI')];
    const csv = `\uFEFFKoodi;Nimi;Tyyppi;Alatyyppi;Tila;Koordinaatit\r\n${a};Laituri;Vesirakennushanke;;ennen;60.15,24.95\r\n${b};=SUM(A1);infrahanke;${subtypeId};;\r\n`;
    const res = await upload(admin, csv);
    expect(res.status, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { created: 2 }, code: 200 });

    const first = await projectByCode(a);
    expect(first).toMatchObject({
      name: 'Laituri',
      type: 'marine',
      coordinates: '60.15,24.95',
      status: { slug: 'before' },
    });
    const second = await projectByCode(b);
    // A formula-like cell is stored as written; an empty status is `imported`.
    expect(second).toMatchObject({ name: '=SUM(A1)', type: 'infrastructure', status: { slug: 'imported' } });
    const folders = (await t.as(admin).folders.list({ params: { id: second.id } })).data;
    expect(folders.map((f) => f.name)).toContain('Kuvat');
    const entries = await t.ctx.db.select().from(schedules).where(eq(schedules.projectId, second.id));
    expect(entries.map((e) => e.description).sort()).toEqual(['imported', 'project-statuses']);
  });

  it('changes nothing when one row is bad, and reports every problem by row and column', async () => {
    const taken = unique('TAKEN');
    expect((await upload(admin, `code,name,type\n${taken},Existing,marine\n`)).status).toBe(200);
    const before = await projectCount();
    const good = unique('OK');
    const csv = [
      'code,name,type,status,coordinates',
      `${good},Good,marine,active,`,
      `${taken.toLowerCase()},Taken code,marine,,`,
      `${unique('BAD')},,spaceship,nonexistent,"north pole"`,
      `${good},Duplicate,condominium,,`,
    ].join('\n');
    const res = await upload(admin, csv);
    expect(res.status).toBe(422);
    const errors = rejectedRows(res);
    expect(errors.map((e) => [e.row, e.field, e.message])).toEqual([
      [3, 'code', 'project-code-in-use'],
      [4, 'name', 'required'],
      [4, 'type', 'project-type-unknown'],
      [4, 'status', 'status-not-found'],
      [4, 'coordinates', 'coordinates-invalid'],
      [5, 'code', 'duplicate-in-file'],
    ]);
    expect(res.error.fields['row.4.type']).toEqual(['project-type-unknown']);
    expect(await projectCount()).toBe(before);
  });

  it('an empty status cell takes `active` while `imported` is inactive', async () => {
    const imported = await statusBySlug(t, admin, 'imported');
    const edit = (isActive: boolean) =>
      t.as(admin).projectStatuses.update({
        params: { id: imported.id },
        body: { name: imported.name, is_active: isActive, parent_id: 0 },
      });
    expect((await edit(false)).status).toBe(200);
    try {
      const code = unique('FALLBACK');
      expect((await upload(admin, `code,name,type\n${code},Fallback,marine\n`)).status).toBe(200);
      expect((await projectByCode(code)).status?.slug).toBe('active');
      // Named in the file, the inactive status is refused.
      const named = await upload(admin, `code,name,type,status\n${unique('NAMED')},Named,marine,imported\n`);
      expect(rejectedRows(named).map((e) => e.message)).toEqual(['status-inactive']);
    } finally {
      await edit(true);
    }
  });

  it('refuses unknown and missing columns, and files that are not text', async () => {
    const res = await upload(admin, 'code,nimi,colour\nX,Y,red\n');
    expect(res.status).toBe(422);
    expect(rejectedRows(res).map((e) => e.message)).toEqual(['unknown-column', 'missing-column']);
    const png = await upload(admin, TINY_PNG, 'image.csv');
    expect(png.status).toBe(422);
    expect(png.error.code).toBe(24);
    // No file part, and no multipart body at all.
    const none = await t.as(admin).projectsImport.import({ formData: form({}) });
    expect(none.status).toBe(422);
    const json = await t.as(admin).projectsImport.import({ formData: malformed(undefined), body: malformed({}) });
    expect(json.status).toBe(422);
  });

  it('the template imports as it is, in both languages', async () => {
    for (const lang of ['en', 'fi'] as const) {
      const template = await t.as(admin).projectsImport.template({ query: { lang } });
      expect(template.headers['content-type']).toContain('text/csv');
      const text = template.body.replaceAll('P-100', unique(`T${lang}`));
      const res = await upload(admin, text);
      expect(res.status, res.body).toBe(200);
      expect(res.data.created).toBe(3);
    }
  });
});

describe('condominium projects', () => {
  it('takes the condominium by name (regardless of case) or id; an unknown one rejects the file', async () => {
    const condo = await makeCondominium(t.ctx, `As Oy Tuonti ${unique('C')}`);
    const [byName, byId] = [unique('CN'), unique('CI')];
    const ok = await upload(
      admin,
      `code,name,type,condominium\n${byName},By name,condominium,${condo.name.toUpperCase()}\n${byId},By id,condominium,${condo.id}\n`,
    );
    expect(ok.status, ok.body).toBe(200);
    expect((await projectByCode(byName)).condominiumProject?.condominium_id).toBe(condo.id);
    expect((await projectByCode(byId)).condominiumProject?.condominium_id).toBe(condo.id);

    const bad = await upload(admin, `code,name,type,condominium\n${unique('CX')},Unknown,condominium,As Oy Ei Ole\n`);
    expect(bad.status).toBe(422);
    expect(rejectedRows(bad)).toEqual([
      expect.objectContaining({ field: 'condominium', message: 'condominium-not-found' }),
    ]);
  });
});
