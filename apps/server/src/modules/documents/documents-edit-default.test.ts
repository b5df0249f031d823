import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Document, Project } from '@portal/contracts';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../platform/db/rows';
import { documentTypes, rolePermissions } from '../../platform/db/schema';
import { type RoleUsers, signInEveryRole } from '../../test/authorization';
import { present } from '../../test/find-one';
import { createTestApp, makeUser, type TestApp } from '../../test/harness';
import { form, TINY_PNG } from '../../test/multipart';
import { attachCompany, createProject } from '../../test/project-factories';

/*
 * Issue 16: the people who add documents may correct what they added. The seeded matrix gives the
 * employees of owner and subcontractor companies document.edit (typed columns owner-employee and
 * subcontractor-employee); it stays the one place that decides, so an administrator can revoke it.
 * Migration 0010 adds it to an existing installation whose matrix nobody has changed.
 */

let t: TestApp;
let roles: RoleUsers;
let admin: string;
let clientEmployee: string;
let project: Project;
let defaultTypeId: number;

beforeAll(async () => {
  t = await createTestApp();
  roles = await signInEveryRole(t);
  admin = roles.ownerManager.token;
  project = await createProject(t, admin);
  await attachCompany(t, admin, project.id, roles.subcontractorEmployee.companyId!);
  await attachCompany(t, admin, project.id, roles.clientManager.companyId!);
  const client = await makeUser(t.ctx, { companyId: roles.clientManager.companyId!, roles: [] });
  clientEmployee = await t.login(client.email);
  const [type] = await selectRows<{ id: number }>(
    t.ctx.db,
    sql`select id from ${documentTypes} where is_default order by id limit 1`,
  );
  defaultTypeId = type.id;
});
afterAll(() => t.close());

async function uploadAs(token: string): Promise<Document> {
  const res = await t.as(token).documents.upload({
    params: { id: project.id },
    formData: form({
      documentTypeId: defaultTypeId,
      file: { filename: 'site.png', contentType: 'image/png', content: TINY_PNG },
    }),
  });
  expect(res.status, res.body).toBe(201);
  return res.data;
}

const correct = (token: string, id: number) =>
  t.as(token).documents.update({ params: { id: project.id, documentId: id }, body: { group: 'corrected' } });

describe('document.edit for the employees who add documents', () => {
  it("a subcontractor's site worker corrects the photo they added; a client's employee may not", async () => {
    const site = roles.subcontractorEmployee.token;
    const photo = await uploadAs(site);
    expect(photo.can).toMatchObject({ update: true, move: true });
    const res = await correct(site, photo.id);
    expect(res.status, res.body).toBe(200);
    expect(res.json().data.group).toBe('corrected');
    // The owner company's employees too.
    expect((await correct(roles.employee.token, photo.id)).status).toBe(200);
    // A client's employee adds nothing, and corrects nothing.
    expect((await correct(clientEmployee, photo.id)).status).toBe(403);
  });

  it('an administrator can revoke it in the matrix: the next correction is refused', async () => {
    const site = roles.subcontractorEmployee.token;
    const photo = await uploadAs(site);
    const revoked = await t.as(admin).permissions.revoke({
      params: { role: 'subcontractor-employee', name: 'document.edit' },
    });
    expect(revoked.status, revoked.body).toBe(200);
    expect((await correct(site, photo.id)).status).toBe(403);
    const list = await t.as(site).documents.list({ params: { id: project.id } });
    expect(
      present(
        list.data.find((doc) => doc.id === photo.id),
        'the photo',
      ).can.update,
    ).toBe(false);
    // The owner company's employees keep theirs.
    expect((await correct(roles.employee.token, photo.id)).status).toBe(200);
  });
});

describe('migration 0010', () => {
  const migration = () =>
    readFile(
      fileURLToPath(new URL('../../platform/db/migrations/0010_document_edit_for_employees.sql', import.meta.url)),
      'utf8',
    );
  const TYPED = ['owner-employee', 'subcontractor-employee'];
  const typedRows = async () =>
    (
      await selectRows<{ role: string }>(
        t.ctx.db,
        sql`select rp.role from role_permissions rp join permissions p on p.id = rp.permission_id
          where p.name = 'document.edit' and rp.role in ('owner-employee', 'subcontractor-employee') order by rp.role`,
      )
    ).map((row) => row.role);

  it('adds document.edit to an installation whose matrix is still the previous seed', async () => {
    await t.ctx.db.delete(rolePermissions).where(inArray(rolePermissions.role, TYPED));
    expect(await typedRows()).toEqual([]);
    await t.ctx.db.execute(sql.raw(await migration()));
    expect(await typedRows()).toEqual(TYPED);
  });

  it('leaves a matrix an administrator has changed as it is', async () => {
    await t.ctx.db.delete(rolePermissions).where(inArray(rolePermissions.role, TYPED));
    // Someone gave client employees keywords.manage: the matrix is theirs now.
    await t.ctx.db.execute(sql`insert into role_permissions (role, permission_id)
      select 'client-employee', id from permissions where name = 'keywords.manage'`);
    await t.ctx.db.execute(sql.raw(await migration()));
    expect(await typedRows()).toEqual([]);
  });
});
