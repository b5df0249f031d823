import { ErrorCode } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apartments, materialQuotes } from '../../platform/db/schema';
import { makeApartmentTemplate } from '../../test/apartment-factories';
import {
  byRole,
  expectAuthorizationRow,
  type RoleUsers,
  residentsRow,
  signInEveryRole,
  statusRow,
} from '../../test/authorization';
import { createTestApp, type TestApp } from '../../test/harness';
import { linkProjectToCondominium, makeMaterialForm } from '../../test/material-factories';
import { makeApartment, makeCondominium } from '../../test/membership-factories';
import { attachCompany, createProject } from '../../test/project-factories';

let t: TestApp;
let roles: RoleUsers;
let projectId: number;
let otherProjectId: number;

/** Staff who see the project read; residents never reach the deadlines here. */
const READERS = statusRow(200, { anonymous: 401, ...residentsRow(404) });
/** projects.manage on the project: Super and the managers (the client's too, as for schedules). */
const managers = (status: number) =>
  statusRow(403, {
    anonymous: 401,
    super: status,
    ownerManager: status,
    manager: status,
    clientManager: status,
    ...residentsRow(404),
  });

beforeAll(async () => {
  t = await createTestApp();
  const condominiumId = (await makeCondominium(t.ctx, 'As Oy Deadlines')).id;
  await makeApartmentTemplate(t.ctx, condominiumId, 'Two rooms');
  const apartmentId = (await makeApartment(t.ctx, condominiumId, 'A', '1')).id;
  await makeApartment(t.ctx, condominiumId, 'A', '2');
  await makeApartment(t.ctx, condominiumId, 'B', '10');
  roles = await signInEveryRole(t, { condominiumId, apartmentId });
  projectId = (await createProject(t, roles.super.token, { type: 'condominium', condominium_id: condominiumId })).id;
  await attachCompany(t, roles.super.token, projectId, roles.clientManager.companyId);
  await attachCompany(t, roles.super.token, projectId, roles.subcontractorEmployee.companyId);
  otherProjectId = (await createProject(t, roles.super.token, { type: 'condominium' })).id;
});
afterAll(() => t.close());

const admin = () => t.as(roles.super);

async function addDeadline(body: { deadline_at: string; stairwell?: string | null; apartment_number?: string | null }) {
  const res = await admin().materialDeadlines.create({ params: { id: projectId }, body });
  expect(res.status, res.body).toBe(201);
  return res.data;
}

async function makeQuote(): Promise<number> {
  const [apartment] = await t.ctx.db.select({ id: apartments.id }).from(apartments).limit(1);
  const [row] = await t.ctx.db
    .insert(materialQuotes)
    .values({ projectId, apartmentId: apartment.id, name: 'Extras' })
    .returning({ id: materialQuotes.id });
  return row.id;
}

describe('authorization', () => {
  it('GET projects/{id}/materialdeadlines', async () => {
    await expectAuthorizationRow(t, roles, READERS, (api) => api.materialDeadlines.list({ params: { id: projectId } }));
  });

  it('POST projects/{id}/materialdeadlines', async () => {
    await expectAuthorizationRow(t, roles, managers(201), (api) =>
      api.materialDeadlines.create({ params: { id: projectId }, body: { deadline_at: '2030-01-01 12:00' } }),
    );
  });

  it('DELETE projects/{id}/materialdeadlines/{deadlineId}', async () => {
    const ids = await byRole(async () => (await addDeadline({ deadline_at: '2030-02-01 12:00' })).id);
    await expectAuthorizationRow(t, roles, managers(200), (api, role) =>
      api.materialDeadlines.delete({ params: { id: projectId, deadlineId: ids[role] ?? ids.super } }),
    );
  });

  it('GET project/{id}/materialformdeadlines', async () => {
    await expectAuthorizationRow(t, roles, READERS, (api) =>
      api.materialDeadlines.formDeadlinesOfProject({ params: { id: projectId } }),
    );
  });

  it('GET materialFormDeadlines, with and without a form', async () => {
    const form = await makeMaterialForm(t.ctx, projectId, []);
    await expectAuthorizationRow(t, roles, READERS, (api) => api.materialDeadlines.formDeadlines());
    await expectAuthorizationRow(t, roles, READERS, (api) =>
      api.materialDeadlines.formDeadlines({ query: { material_form_id: form.id } }),
    );
  });

  it('POST materialFormDeadlines', async () => {
    const forms = await byRole(async () => (await makeMaterialForm(t.ctx, projectId, [])).id);
    await expectAuthorizationRow(t, roles, managers(201), (api, role) =>
      api.materialDeadlines.createFormDeadline({
        body: { material_form_id: forms[role] ?? forms.super, deadline_at: '2030-01-01 00:00' },
      }),
    );
  });

  it('PUT and DELETE materialFormDeadlines/{id}', async () => {
    const ids = await byRole(async () => {
      const form = await makeMaterialForm(t.ctx, projectId, []);
      const res = await admin().materialDeadlines.createFormDeadline({
        body: { material_form_id: form.id, deadline_at: '2030-01-01 00:00' },
      });
      return res.data.id;
    });
    await expectAuthorizationRow(t, roles, managers(200), (api, role) =>
      api.materialDeadlines.updateFormDeadline({
        params: { id: ids[role] ?? ids.super },
        body: { deadline_at: '2030-03-01 00:00' },
      }),
    );
    await expectAuthorizationRow(t, roles, managers(200), (api, role) =>
      api.materialDeadlines.deleteFormDeadline({ params: { id: ids[role] ?? ids.super } }),
    );
  });

  it('POST, PUT and DELETE quoteDeadlines', async () => {
    const quotes = await byRole(makeQuote);
    await expectAuthorizationRow(t, roles, managers(201), (api, role) =>
      api.materialDeadlines.createQuoteDeadline({
        body: { material_quote_id: quotes[role] ?? quotes.super, deadline_at: '2030-01-01 00:00' },
      }),
    );
    const withDeadline = await byRole(async () => {
      const id = await makeQuote();
      await admin().materialDeadlines.createQuoteDeadline({
        body: { material_quote_id: id, deadline_at: '2030-01-01 00:00' },
      });
      return id;
    });
    await expectAuthorizationRow(t, roles, managers(200), (api, role) =>
      api.materialDeadlines.updateQuoteDeadline({
        params: { id: withDeadline[role] ?? withDeadline.super },
        body: { deadline_at: '2030-01-02 00:00' },
      }),
    );
    await expectAuthorizationRow(t, roles, managers(200), (api, role) =>
      api.materialDeadlines.deleteQuoteDeadline({ params: { id: withDeadline[role] ?? withDeadline.super } }),
    );
  });
});

describe('selection deadlines', () => {
  it('answers each row with its level, the instant and the wall clock, most general first', async () => {
    const project = (await createProject(t, roles.super.token, { type: 'condominium' })).id;
    const condominiumId = (await makeCondominium(t.ctx, 'As Oy Levels')).id;
    await makeApartment(t.ctx, condominiumId, 'A', '3');
    await linkProjectToCondominium(t.ctx, project, condominiumId);
    const api = admin().materialDeadlines;
    await api.create({
      params: { id: project },
      body: { deadline_at: '2027-03-31 23:59', stairwell: 'A', apartment_number: '3' },
    });
    await api.create({ params: { id: project }, body: { deadline_at: '2027-03-30 12:00', stairwell: 'A' } });
    await api.create({ params: { id: project }, body: { deadline_at: '2027-03-01T10:00:00Z' } });
    const list = await api.list({ params: { id: project } });
    expect(list.status).toBe(200);
    expect(list.data.map((d) => [d.level, d.stairwell, d.apartment_number, d.deadline_at, d.deadline_local])).toEqual([
      ['project', null, null, '2027-03-01T10:00:00.000Z', '2027-03-01 12:00:00'],
      ['stairwell', 'A', null, '2027-03-30T09:00:00.000Z', '2027-03-30 12:00:00'],
      ['apartment', 'A', '3', '2027-03-31T20:59:00.000Z', '2027-03-31 23:59:00'],
    ]);
    expect(list.data.map((d) => d.passed)).toEqual([true, true, true].map(() => Date.now() > Date.UTC(2027, 2, 31)));
    expect(list.json().can).toEqual({ create: true });
    expect(list.json().meta.total).toBe(3);
    const reader = await t.as(roles.employee).materialDeadlines.list({ params: { id: project } });
    expect(reader.json().can).toEqual({ create: false });
    expect(reader.data[0].can).toEqual({ delete: false });
  });

  it('reads a wall clock in the installation zone whatever the process zone', async () => {
    const before = process.env.TZ;
    process.env.TZ = 'America/New_York';
    try {
      const row = await addDeadline({ deadline_at: '2027-03-31 23:59' });
      expect(row.deadline_at).toBe('2027-03-31T20:59:00.000Z');
      expect(row.deadline_local).toBe('2027-03-31 23:59:00');
    } finally {
      process.env.TZ = before;
    }
    const helsinkiWinter = await addDeadline({ deadline_at: '2022-01-01 00:00:00' });
    expect(helsinkiWinter.deadline_at).toBe('2021-12-31T22:00:00.000Z');
    expect(helsinkiWinter.passed).toBe(true);
    const withOffset = await addDeadline({ deadline_at: '2027-03-31T23:59:00+03:00' });
    expect(withOffset.deadline_at).toBe('2027-03-31T20:59:00.000Z');
  });

  it('refuses dates that do not exist and apartment numbers the shared rule refuses', async () => {
    const post = async (body: { deadline_at: string; stairwell?: string; apartment_number?: string }) => {
      const res = await admin().materialDeadlines.create({ params: { id: projectId }, body });
      return { statusCode: res.status, json: () => JSON.parse(res.body) };
    };
    for (const deadline_at of [
      '2027-02-30 12:00',
      '2027-13-01 12:00',
      '2027-03-31 24:00',
      '31.03.2027 23:59',
      '2027-03-31',
      '2027-03-31T23:59:00+15:00',
      '',
      'tomorrow',
    ]) {
      const res = await post({ deadline_at });
      expect(res.statusCode, deadline_at).toBe(422);
      expect(res.json().errors.fields.deadline_at, deadline_at).toBeDefined();
    }
    for (const apartment_number of ['00', '-1', '+1', '1.0', ' 1', '01']) {
      const res = await post({ deadline_at: '2027-03-31 23:59', stairwell: 'A', apartment_number });
      expect(res.statusCode, apartment_number).toBe(422);
      expect(res.json().errors.fields.apartment_number, apartment_number).toEqual(['invalid-apartment-number']);
    }
    const noStairwell = await post({ deadline_at: '2027-03-31 23:59', apartment_number: '1' });
    expect(noStairwell.statusCode).toBe(422);
    expect(noStairwell.json().errors.fields.stairwell).toEqual(['required']);
  });

  it('is 422 code 20 for a stairwell or apartment that no apartment of the condominium has', async () => {
    const api = admin().materialDeadlines;
    const noApartment = await api.create({
      params: { id: projectId },
      body: { deadline_at: '2027-03-31 23:59', stairwell: 'A', apartment_number: '99' },
    });
    expect(noApartment.status).toBe(422);
    expect(JSON.parse(noApartment.body)).toMatchObject({ errorCode: ErrorCode.deadlinesNoApartment });
    const noStairwell = await api.create({
      params: { id: projectId },
      body: { deadline_at: '2027-03-31 23:59', stairwell: 'Q' },
    });
    expect(noStairwell.status).toBe(422);
    expect(JSON.parse(noStairwell.body)).toMatchObject({ errorCode: ErrorCode.deadlinesNoApartment });
    const noCondominium = await api.create({
      params: { id: otherProjectId },
      body: { deadline_at: '2027-03-31 23:59', stairwell: 'A' },
    });
    expect(noCondominium.status).toBe(422);
    // A project-wide deadline needs no apartment.
    expect(
      (await api.create({ params: { id: otherProjectId }, body: { deadline_at: '2027-03-31 23:59' } })).status,
    ).toBe(201);
    // An empty stairwell and number are a project-wide deadline.
    const empty = await api.create({
      params: { id: projectId },
      body: { deadline_at: '2027-03-31 23:59', stairwell: '', apartment_number: '' },
    });
    expect(empty.data.level).toBe('project');
  });

  it('a deadline of another project is 404 through this one', async () => {
    const other = await admin().materialDeadlines.create({
      params: { id: otherProjectId },
      body: { deadline_at: '2027-03-31 23:59' },
    });
    const res = await admin().materialDeadlines.delete({ params: { id: projectId, deadlineId: other.data.id } });
    expect(res.status).toBe(404);
    expect(
      (await admin().materialDeadlines.delete({ params: { id: otherProjectId, deadlineId: other.data.id } })).status,
    ).toBe(200);
  });
});

describe("forms' own deadlines", () => {
  it('one per form: listed by project and by form, changed, then removed', async () => {
    const form = await makeMaterialForm(t.ctx, projectId, [], 'Kitchen');
    const api = admin().materialDeadlines;
    const created = await api.createFormDeadline({
      body: { material_form_id: form.id, deadline_at: '2027-03-15 16:00' },
    });
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({
      material_form_id: form.id,
      material_form_name: 'Kitchen',
      project_id: projectId,
      deadline_local: '2027-03-15 16:00:00',
      deadline_at: '2027-03-15T14:00:00.000Z',
    });
    const again = await api.createFormDeadline({
      body: { material_form_id: form.id, deadline_at: '2027-03-16 16:00' },
    });
    expect(again.status).toBe(409);
    const ofForm = await api.formDeadlines({ query: { material_form_id: form.id } });
    expect(ofForm.data.map((d) => d.id)).toEqual([created.data.id]);
    const ofProject = await api.formDeadlinesOfProject({ params: { id: projectId } });
    expect(ofProject.data.map((d) => d.id)).toContain(created.data.id);
    const all = await api.formDeadlines();
    expect(all.data.map((d) => d.id)).toContain(created.data.id);
    const updated = await api.updateFormDeadline({
      params: { id: created.data.id },
      body: { deadline_at: '2027-04-01 08:15' },
    });
    expect(updated.data.deadline_local).toBe('2027-04-01 08:15:00');
    expect((await api.deleteFormDeadline({ params: { id: created.data.id } })).status).toBe(200);
    expect((await api.formDeadlines({ query: { material_form_id: form.id } })).data).toEqual([]);
  });

  it('a form the caller does not see is 404 code 13', async () => {
    const hidden = (await createProject(t, roles.super.token, { type: 'condominium' })).id;
    const form = await makeMaterialForm(t.ctx, hidden, []);
    const res = await t.as(roles.clientManager).materialDeadlines.createFormDeadline({
      body: { material_form_id: form.id, deadline_at: '2027-03-15 16:00' },
    });
    expect(res.status).toBe(404);
    expect(JSON.parse(res.body)).toMatchObject({ errorCode: ErrorCode.invalidForm });
    const listed = await t
      .as(roles.clientManager)
      .materialDeadlines.formDeadlines({ query: { material_form_id: form.id } });
    expect(listed.status).toBe(404);
  });
});

describe('quote deadlines', () => {
  it('set on the quote, answered under the quote id, replaced, cleared', async () => {
    const quoteId = await makeQuote();
    const api = admin().materialDeadlines;
    expect(
      (await api.updateQuoteDeadline({ params: { id: quoteId }, body: { deadline_at: '2027-05-01 12:00' } })).status,
    ).toBe(404);
    const set = await api.createQuoteDeadline({
      body: { material_quote_id: quoteId, deadline_at: '2027-05-01 12:00' },
    });
    expect(set.data).toMatchObject({ id: quoteId, material_quote_id: quoteId, deadline_local: '2027-05-01 12:00:00' });
    const [stored] = await t.ctx.db.select().from(materialQuotes).where(eq(materialQuotes.id, quoteId));
    expect(stored.deadlineAt?.toISOString()).toBe('2027-05-01T09:00:00.000Z');
    const changed = await api.updateQuoteDeadline({
      params: { id: quoteId },
      body: { deadline_at: '2027-05-02 12:00' },
    });
    expect(changed.data.deadline_at).toBe('2027-05-02T09:00:00.000Z');
    expect((await api.deleteQuoteDeadline({ params: { id: quoteId } })).status).toBe(200);
    expect((await api.deleteQuoteDeadline({ params: { id: quoteId } })).status).toBe(404);
    const [cleared] = await t.ctx.db.select().from(materialQuotes).where(eq(materialQuotes.id, quoteId));
    expect(cleared.deadlineAt).toBeNull();
  });
});
