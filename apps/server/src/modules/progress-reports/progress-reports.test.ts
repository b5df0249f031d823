import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { malformed } from '../../test/api-client';
import { byRole, expectAuthorizationRow, type RoleUsers, signInEveryRole, statusRow } from '../../test/authorization';
import { createTestApp, type TestApp } from '../../test/harness';
import { attachCompany, createProject } from '../../test/project-factories';

let t: TestApp;
let roles: RoleUsers;
let projectId: number;

const READERS = statusRow(200, { anonymous: 401 });
/** Owner and subcontractor users report; client users only with projects.manage. */
const REPORTERS = statusRow(201, { anonymous: 401 });
const NUMBERS = [
  { slug: 'laidcable', unit: 'm', value: 120 },
  { slug: 'polesinstalled', unit: 'kpl', value: 3 },
];
const REPORT = { date: '15.03.2026 07:45', numbers: NUMBERS };

beforeAll(async () => {
  t = await createTestApp();
  roles = await signInEveryRole(t);
  projectId = (await createProject(t, roles.super.token, { name: 'Progress project' })).id;
  await attachCompany(t, roles.super.token, projectId, roles.clientManager.companyId);
  await attachCompany(t, roles.super.token, projectId, roles.subcontractorEmployee.companyId);
});
afterAll(() => t.close());

async function makeReport(body: Record<string, unknown> = {}, project = projectId): Promise<number> {
  const res = await t
    .as(roles.super)
    .progressReports.create({ params: { id: project }, body: malformed({ ...REPORT, ...body }) });
  expect(res.status, res.body).toBe(201);
  return res.data.id;
}

describe('authorization', () => {
  it('GET projects/{id}/progressnumber-submissions', async () => {
    await expectAuthorizationRow(t, roles, READERS, (api) => api.progressReports.list({ params: { id: projectId } }));
  });

  it('POST projects/{id}/progressnumber-submissions', async () => {
    await expectAuthorizationRow(t, roles, REPORTERS, (api) =>
      api.progressReports.create({ params: { id: projectId }, body: REPORT }),
    );
  });

  it('DELETE projects/{id}/progressnumber-submissions/{submissionId}: its sender or projects.manage', async () => {
    const ids = await byRole(() => makeReport());
    await expectAuthorizationRow(
      t,
      roles,
      statusRow(403, { anonymous: 401, super: 200, ownerManager: 200, manager: 200, clientManager: 200 }),
      (api, role) => api.progressReports.delete({ params: { id: projectId, submissionId: ids[role] } }),
    );
    const own = await t
      .as(roles.subcontractorEmployee)
      .progressReports.create({ params: { id: projectId }, body: REPORT });
    expect(own.data.can).toEqual({ delete: true });
    const del = await t
      .as(roles.subcontractorEmployee)
      .progressReports.delete({ params: { id: projectId, submissionId: own.data.id } });
    expect(del.status).toBe(200);
  });
});

describe('progress reports', () => {
  it('records the date, sender, company and numbers; numbers may come as a JSON string', async () => {
    const res = await t.as(roles.subcontractorEmployee).progressReports.create({
      params: { id: projectId },
      body: { date: '01.04.2026 13:15', numbers: JSON.stringify(NUMBERS) },
    });
    expect(res.status, res.body).toBe(201);
    expect(res.data).toMatchObject({
      date: '01.04.2026 13:15',
      numbers: NUMBERS,
      user: { id: roles.subcontractorEmployee.id },
      company: { id: roles.subcontractorEmployee.companyId },
    });
  });

  it('filters by start and end day, the end day included whole, newest first', async () => {
    const p = await createProject(t, roles.super.token, { name: 'Progress filter' });
    const early = await makeReport({ date: '09.05.2026 23:59' }, p.id);
    const start = await makeReport({ date: '10.05.2026 00:00' }, p.id);
    const late = await makeReport({ date: '12.05.2026 23:45' }, p.id);
    const after = await makeReport({ date: '13.05.2026 00:00' }, p.id);
    const list = await t
      .as(roles.employee)
      .progressReports.list({ params: { id: p.id }, query: { start: '2026-05-10', end: '2026-05-12' } });
    expect(list.data.map((r) => r.id)).toEqual([late, start]);
    const all = await t.as(roles.employee).progressReports.list({ params: { id: p.id } });
    expect(all.data.map((r) => r.id)).toEqual([after, late, start, early]);
  });

  it.each([
    ['no tasks', { numbers: [] }],
    ['a task without amount', { numbers: [{ slug: 'laidcable', unit: 'm' }] }],
    ['a task with an empty amount', { numbers: [{ slug: 'laidcable', unit: 'm', value: '' }] }],
    ['an amount that is no integer', { numbers: [{ slug: 'laidcable', unit: 'm', value: '1.5' }] }],
    ['an unknown task', { numbers: [{ slug: 'dancing', unit: 'm', value: 1 }] }],
    ['a task without unit', { numbers: [{ slug: 'laidcable', value: 1 }] }],
    ['numbers as broken JSON', { numbers: '[{' }],
    ['no date', { date: '' }],
    ['a date in another format', { date: '2026-03-15 07:45' }],
    ['a date that does not exist', { date: '31.02.2026 10:00' }],
  ])('%s: 422', async (_name, body) => {
    const res = await t
      .as(roles.super)
      .progressReports.create({ params: { id: projectId }, body: malformed({ ...REPORT, ...body }) });
    expect(res.status, res.body).toBe(422);
  });

  it('a report of another project is 404 through this project', async () => {
    const other = await createProject(t, roles.super.token, { name: 'Other progress project' });
    const foreign = await makeReport({}, other.id);
    const res = await t.as(roles.super).progressReports.delete({ params: { id: projectId, submissionId: foreign } });
    expect(res.status).toBe(404);
  });
});
