import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schedules } from '../../platform/db/schema';
import { malformed } from '../../test/api-client';
import { byRole, expectAuthorizationRow, type RoleUsers, signInEveryRole, statusRow } from '../../test/authorization';
import { present } from '../../test/find-one';
import { createTestApp, type TestApp } from '../../test/harness';
import { attachCompany, createProject, statusBySlug } from '../../test/project-factories';

let t: TestApp;
let roles: RoleUsers;
let projectId: number;

const READERS = statusRow(200, { anonymous: 401 });
const WRITERS = statusRow(403, { anonymous: 401, super: 200, ownerManager: 200, manager: 200, clientManager: 200 });
const ENTRY = { description: 'Groundwork', start_at: '2026-03-01', end_at: '2026-03-10', completion: 20 };

beforeAll(async () => {
  t = await createTestApp();
  roles = await signInEveryRole(t);
  projectId = (await createProject(t, roles.super.token, { name: 'Schedules project' })).id;
  await attachCompany(t, roles.super.token, projectId, roles.clientManager.companyId);
  await attachCompany(t, roles.super.token, projectId, roles.subcontractorEmployee.companyId);
});
afterAll(() => t.close());

async function makeEntry(body: Record<string, unknown> = {}, project = projectId): Promise<number> {
  const res = await t.as(roles.super).schedules.create({ params: { id: project }, body: { ...ENTRY, ...body } });
  expect(res.status, res.body).toBe(201);
  return res.data.id;
}

describe('authorization', () => {
  it('GET projects/{id}/schedules', async () => {
    await expectAuthorizationRow(t, roles, READERS, (api) => api.schedules.list({ params: { id: projectId } }));
  });

  it('POST projects/{id}/schedules', async () => {
    await expectAuthorizationRow(
      t,
      roles,
      { ...WRITERS, super: 201, ownerManager: 201, manager: 201, clientManager: 201 },
      (api) => api.schedules.create({ params: { id: projectId }, body: ENTRY }),
    );
  });

  it('PUT projects/{id}/schedules/{scheduleId}', async () => {
    const id = await makeEntry();
    await expectAuthorizationRow(t, roles, WRITERS, (api) =>
      api.schedules.update({ params: { id: projectId, scheduleId: id }, body: ENTRY }),
    );
  });

  it('DELETE projects/{id}/schedules/{scheduleId}', async () => {
    const ids = await byRole(() => makeEntry());
    await expectAuthorizationRow(t, roles, WRITERS, (api, role) =>
      api.schedules.delete({ params: { id: projectId, scheduleId: ids[role] } }),
    );
  });
});

describe('the tree', () => {
  it('answers levels and children; without schedules_view only the top level', async () => {
    const root = await makeEntry({ description: 'Phase 1' });
    const child = await makeEntry({ description: 'Phase 1.1', parent_id: root });
    const grandchild = await makeEntry({ description: 'Phase 1.1.1', parent_id: child });
    const all = await t.as(roles.manager).schedules.list({ params: { id: projectId } });
    expect(all.json().can).toEqual({ create: true, viewAllLevels: true });
    const byId = new Map(all.data.map((e) => [e.id, e]));
    expect(byId.get(root)).toMatchObject({ level: 0, parent_id: null, children: [child] });
    expect(byId.get(child)).toMatchObject({ level: 1, parent_id: root, children: [grandchild] });
    expect(byId.get(grandchild)).toMatchObject({ level: 2, children: [] });
    const ids = all.data.map((e) => e.id);
    expect(ids.indexOf(child)).toBe(ids.indexOf(root) + 1);

    const top = await t.as(roles.employee).schedules.list({ params: { id: projectId } });
    expect(top.json().can).toEqual({ create: false, viewAllLevels: false });
    expect(top.data.every((e) => e.level === 0 && e.children.length === 0)).toBe(true);
    expect(top.data.some((e) => e.id === root)).toBe(true);
    expect(top.data.some((e) => e.id === child)).toBe(false);
  });

  it('an entry whose parent is deleted becomes a root', async () => {
    const root = await makeEntry({ description: 'Parent' });
    const child = await makeEntry({ description: 'Orphan', parent_id: root });
    await t.as(roles.super).schedules.delete({ params: { id: projectId, scheduleId: root } });
    const list = await t.as(roles.super).schedules.list({ params: { id: projectId } });
    expect(list.data.find((e) => e.id === child)).toMatchObject({ level: 0, parent_id: null });
  });

  it('automatic status entries answer with level and children and cannot be edited or deleted', async () => {
    const p = await createProject(t, roles.super.token, { name: 'Automatic schedules' });
    const during = await statusBySlug(t, roles.super.token, 'during');
    await t
      .as(roles.super)
      .projects.update({ params: { id: p.id }, body: { code: p.code, name: p.name, type: p.type, status: during.id } });
    const list = await t.as(roles.super).schedules.list({ params: { id: p.id } });
    const root = present(
      list.data.find((e) => e.description === 'project-statuses'),
      'the project-statuses entry',
    );
    expect(root).toMatchObject({ automatical: true, level: 0, can: { update: false, delete: false } });
    expect(root.children).toHaveLength(2);
    const change = present(
      list.data.find((e) => e.description === 'during'),
      'the status change',
    );
    expect(change).toMatchObject({ level: 1, parent_id: root.id, automatical: true });
    const edit = await t.as(roles.super).schedules.update({ params: { id: p.id, scheduleId: change.id }, body: ENTRY });
    expect(edit.status).toBe(403);
    const del = await t.as(roles.super).schedules.delete({ params: { id: p.id, scheduleId: root.id } });
    expect(del.status).toBe(403);
    // Children may still be added under it.
    const under = await t
      .as(roles.super)
      .schedules.create({ params: { id: p.id }, body: { ...ENTRY, parent_id: root.id, automatical: true } });
    expect(under.data).toMatchObject({ level: 1, automatical: false, can: { update: true } });
  });

  it('a parent of another project is 404; a parent inside its own subtree is 422', async () => {
    const other = await createProject(t, roles.super.token, { name: 'Other schedules project' });
    const foreign = await makeEntry({}, other.id);
    const res = await t
      .as(roles.super)
      .schedules.create({ params: { id: projectId }, body: { ...ENTRY, parent_id: foreign } });
    expect(res.status).toBe(404);
    const edit = await t
      .as(roles.super)
      .schedules.update({ params: { id: projectId, scheduleId: foreign }, body: ENTRY });
    expect(edit.status).toBe(404);
    const root = await makeEntry();
    const child = await makeEntry({ parent_id: root });
    const cycle = await t
      .as(roles.super)
      .schedules.update({ params: { id: projectId, scheduleId: root }, body: { ...ENTRY, parent_id: child } });
    expect(cycle.status).toBe(422);
    expect(cycle.error.fields).toHaveProperty('parent_id');
  });
});

describe('validation (34, 35, 37, 38)', () => {
  const create = (body: Record<string, unknown>) =>
    t.as(roles.super).schedules.create({ params: { id: projectId }, body: malformed(body) });

  it.each([
    ['description missing', { ...ENTRY, description: '  ' }, 35],
    ['start missing', { ...ENTRY, start_at: '' }, 35],
    ['end missing', { description: 'x', start_at: '2026-01-01' }, 35],
    ['start after end', { ...ENTRY, start_at: '2026-03-11' }, 34],
    [
      'estimate start after estimate end',
      { ...ENTRY, estimate_start_at: '2026-02-02', estimate_end_at: '2026-02-01' },
      34,
    ],
    ['completion 101', { ...ENTRY, completion: 101 }, 37],
    ['completion -1', { ...ENTRY, completion: -1 }, 37],
    ['completion 2.5', { ...ENTRY, completion: 2.5 }, 38],
    ['completion "abc"', { ...ENTRY, completion: 'abc' }, 38],
    ['completion an object', { ...ENTRY, completion: { n: 1 } }, 38],
  ])('%s: 422 code %i', async (_name, body, code) => {
    const res = await create(body);
    expect(res.status, res.body).toBe(422);
    expect(res.error.code).toBe(code);
  });

  it('start equal to end, completion 0 and 100 and as text are allowed; completion is answered as completion_percentage', async () => {
    for (const completion of [0, 100, '55']) {
      const res = await create({ ...ENTRY, start_at: '2026-03-01', end_at: '2026-03-01', completion });
      expect(res.status, res.body).toBe(201);
      expect(res.data.completion_percentage).toBe(Number(completion));
    }
  });

  it('edit applies the same checks', async () => {
    const id = await makeEntry();
    const res = await t.as(roles.super).schedules.update({
      params: { id: projectId, scheduleId: id },
      body: { ...ENTRY, estimate_start_at: '2026-05-02', estimate_end_at: '2026-05-01' },
    });
    expect(res.error.code).toBe(34);
    const ok = await t.as(roles.super).schedules.update({
      params: { id: projectId, scheduleId: id },
      body: {
        ...ENTRY,
        description: 'Renamed',
        completion: 75,
        estimate_start_at: '2026-03-02',
        estimate_end_at: '2026-03-02',
      },
    });
    expect(ok.data).toMatchObject({ description: 'Renamed', completion_percentage: 75, estimate_end_at: '2026-03-02' });
    const [row] = await t.ctx.db.select().from(schedules).where(eq(schedules.id, id));
    expect(row.completionPercentage).toBe(75);
  });

  it('a date that is no calendar date is 422', async () => {
    for (const start_at of ['2026-02-30', '0000-01-01', '2026-1-1', '01.02.2026']) {
      const res = await create({ ...ENTRY, start_at });
      expect(res.status, start_at).toBe(422);
    }
  });
});
