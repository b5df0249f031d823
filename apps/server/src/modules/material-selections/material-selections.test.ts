import { ErrorCode } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectAuthorizationRow,
  type RoleUsers,
  residentsRow,
  signInEveryRole,
  statusRow,
} from '../../test/authorization';
import { createTestApp, type TestApp } from '../../test/harness';
import { type MadeForm, makeMaterialForm } from '../../test/material-factories';
import { createProject } from '../../test/project-factories';
import { makeResident } from '../../test/resident-factories';
import { addSelectionProject, apartmentOf, makeSelectionPlace } from '../../test/selection-factories';

let t: TestApp;
let roles: RoleUsers;
let condominiumId: number;
let templateId: number;
let projectId: number;
let otherProjectId: number;
let apartmentId: number;
/** Another apartment of the same condominium, with an owner of its own. */
let apartmentB: number;
let ownerB: string;
/** An apartment whose own deadline has passed. */
let lateApartment: number;
let lateOwner: string;
let form: MadeForm;
/** A form of the same project not linked to the apartment's template. */
let unlinkedForm: MadeForm;
/** A form of another project of the same condominium. */
let otherProjectForm: MadeForm;

/** Who reads an apartment's selection in a project: staff who see it, its residents, its admin. */
const READERS = statusRow(200, {
  anonymous: 401,
  clientManager: 404,
  subcontractorEmployee: 404,
  ...residentsRow(200),
  stakeholder: 404,
});
/** Who chooses: the owner, and staff holding projects.manage on a project they see. */
const CHOOSERS = statusRow(403, {
  anonymous: 401,
  super: 200,
  ownerManager: 200,
  manager: 200,
  clientManager: 404,
  subcontractorEmployee: 404,
  owner: 200,
  tenant: 403,
  condominiumAdmin: 403,
  stakeholder: 404,
});

/** The form of `projectId`: a kitchen with a worktop and a floor of 12.50 m2, two options each. */
const KITCHEN = [
  {
    name: 'Kitchen',
    selects: [
      {
        name: 'Worktop',
        options: [
          { name: 'Laminate', price: '10.50' },
          { name: 'Oak', price: '20.00' },
        ],
      },
      {
        name: 'Floor',
        area: '12.50',
        options: [
          { name: 'Vinyl', price: '3.33' },
          { name: 'Parquet', price: '45.10' },
        ],
      },
    ],
  },
];

const owner = async (apartment: number) =>
  (await makeResident(t, { apartment: { id: apartment, role: 'owner' } })).token;

beforeAll(async () => {
  t = await createTestApp();
  const place = await makeSelectionPlace(t, {
    condominiumName: 'As Oy Valinta',
    apartments: [
      ['A', '1'],
      ['A', '2'],
      ['B', '7'],
    ],
  });
  ({ condominiumId, templateId, apartmentId } = place);
  apartmentB = apartmentOf(place, 'A2');
  lateApartment = apartmentOf(place, 'B7');
  roles = await signInEveryRole(t, { condominiumId, apartmentId });
  ownerB = await owner(apartmentB);
  lateOwner = await owner(lateApartment);
  ({ projectId, form } = await addSelectionProject(t, roles.super.token, place, KITCHEN));
  ({ projectId: otherProjectId, form: otherProjectForm } = await addSelectionProject(t, roles.super.token, place));
  unlinkedForm = await makeMaterialForm(t.ctx, projectId, [{ selects: [{ options: [{}, {}] }] }]);
  await t.ctx.db.execute(
    sql`insert into material_deadlines (project_id, stairwell, apartment_number, deadline_at)
        values (${projectId}, 'B', '7', now() - interval '1 day')`,
  );
});
afterAll(() => t.close());

const [worktop, floor] = [0, 1];
const choice = (select: number, option: number, f: MadeForm = form) => ({
  material_form_select_id: f.selects[select].id,
  material_form_option_id: f.selects[select].optionIds[option],
});
const params = (apartment = apartmentId, project = projectId) => ({ id: project, apartmentId: apartment });

describe('authorization', () => {
  it('GET projects/{id}/materialforms/apartment/{apartmentId}', async () => {
    await expectAuthorizationRow(t, roles, READERS, (api) =>
      api.materialSelections.apartmentForms({ params: params() }),
    );
  });

  it('GET apartmenttemplates/{id}/materialforms-with-submissions/{apartmentId}', async () => {
    // The apartment's own read rule: every staff member, its residents and its admin.
    await expectAuthorizationRow(
      t,
      roles,
      statusRow(200, { anonymous: 401, ...residentsRow(200), stakeholder: 404 }),
      (api) => api.materialSelections.templateFormsWithSubmissions({ params: { id: templateId, apartmentId } }),
    );
  });

  it('GET projects/{id}/apartments/{apartmentId}/materialselections', async () => {
    await expectAuthorizationRow(t, roles, READERS, (api) => api.materialSelections.list({ params: params() }));
  });

  it('GET .../submissionForm/{formId}/materialselections', async () => {
    await expectAuthorizationRow(t, roles, READERS, (api) =>
      api.materialSelections.ofForm({ params: { ...params(), formId: form.id } }),
    );
  });

  it('PUT projects/{id}/apartments/{apartmentId}/materialselections', async () => {
    await expectAuthorizationRow(t, roles, CHOOSERS, (api) =>
      api.materialSelections.save({ params: params(), body: { selections: [choice(worktop, 0), choice(floor, 0)] } }),
    );
  });

  it('POST projects/{id}/apartments/{apartmentId}/materialselections', async () => {
    await expectAuthorizationRow(
      t,
      roles,
      { ...CHOOSERS, super: 201, ownerManager: 201, manager: 201, owner: 201 },
      (api) => api.materialSelections.create({ params: params(), body: choice(worktop, 1) }),
    );
  });

  it('DELETE .../materialselections/{selectionId}', async () => {
    await expectAuthorizationRow(t, roles, CHOOSERS, async (api) => {
      const made = await t.as(roles.super).materialSelections.create({ params: params(), body: choice(floor, 1) });
      return api.materialSelections.delete({ params: { ...params(), selectionId: made.data.id } });
    });
  });

  it('POST materialFormSubmission', async () => {
    await expectAuthorizationRow(t, roles, CHOOSERS, (api) =>
      api.materialSelections.createSubmission({ body: { apartment_id: apartmentId, material_form_id: form.id } }),
    );
  });

  it('GET materialFormSubmission/{apartmentId}/{formId}', async () => {
    await expectAuthorizationRow(t, roles, READERS, (api) =>
      api.materialSelections.getSubmission({ params: { apartmentId, formId: form.id } }),
    );
  });

  it('GET getMaterialFormSubmissionsByApartment/{id}', async () => {
    await expectAuthorizationRow(
      t,
      roles,
      statusRow(200, { anonymous: 401, ...residentsRow(200), stakeholder: 404 }),
      (api) => api.materialSelections.submissionsOfApartment({ params: { id: apartmentId } }),
    );
  });

  it('POST materialFormSubmissionStatus/{id} and PUT materialFormSubmission/{id}', async () => {
    const made = await t
      .as(roles.super)
      .materialSelections.createSubmission({ body: { apartment_id: apartmentId, material_form_id: form.id } });
    await expectAuthorizationRow(t, roles, CHOOSERS, (api) =>
      api.materialSelections.setSubmissionStatus({ params: { id: made.data.id }, body: { status: 'submitted' } }),
    );
    await expectAuthorizationRow(t, roles, CHOOSERS, (api) =>
      api.materialSelections.updateSubmission({ params: { id: made.data.id }, body: { status: 'draft' } }),
    );
  });

  it('DELETE materialFormSubmission/{id}', async () => {
    await expectAuthorizationRow(t, roles, CHOOSERS, async (api) => {
      const made = await t
        .as(roles.super)
        .materialSelections.createSubmission({ body: { apartment_id: apartmentId, material_form_id: form.id } });
      return api.materialSelections.deleteSubmission({ params: { id: made.data.id } });
    });
  });
});

describe("another apartment's owner", () => {
  it('gets 404 on every call of apartment A', async () => {
    const api = t.as(ownerB);
    const sub = await t
      .as(roles.super)
      .materialSelections.createSubmission({ body: { apartment_id: apartmentId, material_form_id: form.id } });
    const saved = await t.as(roles.owner).materialSelections.save({
      params: params(),
      body: { selections: [choice(worktop, 0)] },
    });
    const statuses = [
      (await api.materialSelections.apartmentForms({ params: params() })).status,
      (await api.materialSelections.templateFormsWithSubmissions({ params: { id: templateId, apartmentId } })).status,
      (await api.materialSelections.list({ params: params() })).status,
      (await api.materialSelections.ofForm({ params: { ...params(), formId: form.id } })).status,
      (await api.materialSelections.save({ params: params(), body: { selections: [choice(worktop, 1)] } })).status,
      (await api.materialSelections.create({ params: params(), body: choice(worktop, 1) })).status,
      (await api.materialSelections.delete({ params: { ...params(), selectionId: saved.data[0].id } })).status,
      (
        await api.materialSelections.createSubmission({
          body: { apartment_id: apartmentId, material_form_id: form.id },
        })
      ).status,
      (await api.materialSelections.getSubmission({ params: { apartmentId, formId: form.id } })).status,
      (await api.materialSelections.submissionsOfApartment({ params: { id: apartmentId } })).status,
      (await api.materialSelections.setSubmissionStatus({ params: { id: sub.data.id }, body: { status: 'submitted' } }))
        .status,
      (await api.materialSelections.updateSubmission({ params: { id: sub.data.id }, body: { status: 'submitted' } }))
        .status,
      (await api.materialSelections.deleteSubmission({ params: { id: sub.data.id } })).status,
    ];
    expect(statuses).toEqual(statuses.map(() => 404));
    // Their own apartment works.
    expect((await api.materialSelections.list({ params: params(apartmentB) })).status).toBe(200);
  });

  it('a project not linked to the condominium is 404, even to staff', async () => {
    const unlinked = (await createProject(t, roles.super.token, { type: 'condominium' })).id;
    const res = await t.as(roles.super).materialSelections.list({ params: params(apartmentId, unlinked) });
    expect(res.status).toBe(404);
  });
});

describe('the forms of an apartment', () => {
  it('lists the linked forms with options, defaults, deadline and can', async () => {
    const res = await t.as(ownerB).materialSelections.apartmentForms({ params: params(apartmentB) });
    expect(res.status, res.body).toBe(200);
    expect(res.data.map((f) => f.id)).toEqual([form.id]);
    const [kitchen] = res.data;
    expect(kitchen.deadline).toEqual({ deadline_at: null, source: null, passed: false });
    expect(kitchen.can).toEqual({ choose: true, submit: true, review: false });
    const [worktopSelect, floorSelect] = kitchen.groups[0].selects;
    expect(worktopSelect.options.map((o) => [o.name, o.price, o.isDefault])).toEqual([
      ['Laminate', 10.5, true],
      ['Oak', 20, false],
    ]);
    expect(floorSelect.area).toBe(12.5);
    expect(worktopSelect.selection).toBeNull();
  });

  it('shows the passed deadline, read-only', async () => {
    const res = await t.as(lateOwner).materialSelections.apartmentForms({ params: params(lateApartment) });
    expect(res.data[0].deadline.source).toBe('apartment');
    expect(res.data[0].deadline.passed).toBe(true);
    expect(res.data[0].can.choose).toBe(false);
  });
});

describe('saving', () => {
  it('replaces the set, copies name and price, and totals price × area', async () => {
    const api = t.as(ownerB);
    const res = await api.materialSelections.save({
      params: params(apartmentB),
      body: { selections: [choice(worktop, 1), choice(floor, 0)] },
    });
    expect(res.status, res.body).toBe(200);
    expect(res.data.map((s) => [s.name, s.price])).toEqual([
      ['Oak', 20],
      ['Vinyl', 3.33],
    ]);
    // 20.00 + 3.33 × 12.50 = 20 + 41.625 → 61.63 (rounded once, after the sum)
    expect(res.json().total).toBe(61.63);
    const again = await api.materialSelections.save({
      params: params(apartmentB),
      body: { selections: [choice(worktop, 0)] },
    });
    expect(again.data.map((s) => s.name)).toEqual(['Laminate']);
    expect(again.json().total).toBe(10.5);
    // The save answers what a read answers (the answer is read in the writing statement).
    const listed = await api.materialSelections.list({ params: params(apartmentB) });
    expect(again.json()).toEqual(listed.json());
    const forms = await api.materialSelections.apartmentForms({ params: params(apartmentB) });
    expect(forms.data[0].groups[0].selects[0].selection?.material_form_option_id).toBe(form.selects[0].optionIds[0]);
    // Clearing a form by naming it.
    const cleared = await api.materialSelections.save({
      params: params(apartmentB),
      body: { selections: [], material_form_ids: [form.id] },
    });
    expect(cleared.data).toEqual([]);
    expect(cleared.json().total).toBe(0);
  });

  it('refuses an option of another select (12), a select of another project (11), an unlinked form (13)', async () => {
    const api = t.as(ownerB);
    const save = (selections: { material_form_select_id: number; material_form_option_id: number }[]) =>
      api.materialSelections.save({ params: params(apartmentB), body: { selections } });
    const wrongOption = await save([
      { material_form_select_id: form.selects[0].id, material_form_option_id: form.selects[1].optionIds[0] },
    ]);
    expect([wrongOption.status, wrongOption.error.code]).toEqual([422, ErrorCode.invalidOption]);
    expect(wrongOption.error.fields).toEqual({ 'selections.0.material_form_option_id': ['invalid-option'] });
    const otherProject = await save([choice(0, 0, otherProjectForm)]);
    expect([otherProject.status, otherProject.error.code]).toEqual([422, ErrorCode.invalidGroup]);
    const unlinked = await save([choice(0, 0, unlinkedForm)]);
    expect([unlinked.status, unlinked.error.code]).toEqual([422, ErrorCode.invalidForm]);
    const otherFormOption = await save([
      { material_form_select_id: form.selects[0].id, material_form_option_id: unlinkedForm.selects[0].optionIds[0] },
    ]);
    expect([otherFormOption.status, otherFormOption.error.code]).toEqual([422, ErrorCode.invalidOption]);
    const twice = await save([choice(worktop, 0), choice(worktop, 1)]);
    expect(twice.status).toBe(422);
  });

  it('saves nothing when a later item is refused', async () => {
    const api = t.as(ownerB);
    await api.materialSelections.save({ params: params(apartmentB), body: { selections: [choice(worktop, 0)] } });
    const res = await api.materialSelections.save({
      params: params(apartmentB),
      body: {
        selections: [
          choice(worktop, 1),
          { material_form_select_id: form.selects[1].id, material_form_option_id: form.selects[0].optionIds[0] },
        ],
      },
    });
    expect(res.status).toBe(422);
    expect(res.error.fields).toEqual({ 'selections.1.material_form_option_id': ['invalid-option'] });
    const list = await api.materialSelections.list({ params: params(apartmentB) });
    expect(list.data.map((s) => s.name)).toEqual(['Laminate']);
  });

  it('two saves at once (two owners, or one owner twice) leave exactly one consistent set', async () => {
    const secondOwner = await owner(apartmentB);
    const one = [choice(worktop, 0), choice(floor, 0)];
    const two = [choice(worktop, 1), choice(floor, 1)];
    for (let round = 0; round < 5; round += 1) {
      const [a, b] = await Promise.all([
        t.as(ownerB).materialSelections.save({ params: params(apartmentB), body: { selections: one } }),
        t
          .as(round % 2 ? ownerB : secondOwner)
          .materialSelections.save({ params: params(apartmentB), body: { selections: two } }),
      ]);
      expect([a.status, b.status]).toEqual([200, 200]);
      const list = await t.as(ownerB).materialSelections.list({ params: params(apartmentB) });
      const options = list.data.map((s) => s.material_form_option_id);
      expect([one, two].map((set) => set.map((c) => c.material_form_option_id))).toContainEqual(options);
    }
  });

  it('after the deadline: 409 naming the deadline, nothing changes', async () => {
    const api = t.as(lateOwner);
    const res = await api.materialSelections.save({
      params: params(lateApartment),
      body: { selections: [choice(worktop, 1)] },
    });
    expect([res.status, res.error.code]).toEqual([409, ErrorCode.conflict]);
    expect(res.error.fields?.deadline_at?.[0]).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(res.error.message).toContain('deadline');
    const single = await api.materialSelections.create({ params: params(lateApartment), body: choice(worktop, 1) });
    expect(single.status).toBe(409);
    const sub = await api.materialSelections.createSubmission({
      body: { apartment_id: lateApartment, material_form_id: form.id },
    });
    expect(sub.status).toBe(409);
    expect((await api.materialSelections.list({ params: params(lateApartment) })).data).toEqual([]);
  });

  it("a form's own earlier deadline closes it", async () => {
    await t.ctx.db.execute(
      sql`insert into material_form_deadlines (material_form_id, deadline_at) values (${otherProjectForm.id}, now() - interval '1 hour')`,
    );
    const res = await t.as(ownerB).materialSelections.save({
      params: params(apartmentB, otherProjectId),
      body: { selections: [choice(0, 0, otherProjectForm)] },
    });
    expect(res.status).toBe(409);
  });
});

describe('single choose and remove', () => {
  it('POST replaces the select’s choice; DELETE removes it', async () => {
    const api = t.as(ownerB);
    await api.materialSelections.save({
      params: params(apartmentB),
      body: { selections: [], material_form_ids: [form.id] },
    });
    const first = await api.materialSelections.create({ params: params(apartmentB), body: choice(worktop, 0) });
    expect(first.status, first.body).toBe(201);
    const second = await api.materialSelections.create({
      params: params(apartmentB),
      body: { ...choice(worktop, 1), name: 'Ignored', price: 0 },
    });
    expect([second.data.name, second.data.price]).toEqual(['Oak', 20]);
    const list = await api.materialSelections.ofForm({ params: { ...params(apartmentB), formId: form.id } });
    expect(list.data).toHaveLength(1);
    expect(list.json().total).toBe(20);
    const gone = await api.materialSelections.delete({
      params: { ...params(apartmentB), selectionId: second.data.id },
    });
    expect(gone.status).toBe(200);
    expect((await api.materialSelections.list({ params: params(apartmentB) })).data).toEqual([]);
  });
});

describe('submissions', () => {
  it('draft → submitted by the owner; accepted by staff, then closed to the owner', async () => {
    const api = t.as(ownerB);
    const made = await api.materialSelections.createSubmission({
      body: { apartment_id: apartmentB, material_form_id: form.id },
    });
    expect([made.status, made.data.status]).toEqual([200, 'draft']);
    const again = await api.materialSelections.createSubmission({
      body: { apartment_id: apartmentB, material_form_id: form.id },
    });
    expect(again.data.id).toBe(made.data.id);
    const submitted = await api.materialSelections.setSubmissionStatus({
      params: { id: made.data.id },
      body: { status: 'submitted' },
    });
    expect(submitted.data.status).toBe('submitted');
    expect(submitted.data.submitted_at).not.toBeNull();
    const ownerAccepts = await api.materialSelections.setSubmissionStatus({
      params: { id: made.data.id },
      body: { status: 'accepted' },
    });
    expect(ownerAccepts.status).toBe(409);
    const accepted = await t
      .as(roles.manager)
      .materialSelections.setSubmissionStatus({ params: { id: made.data.id }, body: { status: 'accepted' } });
    expect(accepted.data.status).toBe('accepted');
    const locked = await api.materialSelections.save({
      params: params(apartmentB),
      body: { selections: [choice(worktop, 0)] },
    });
    expect(locked.status).toBe(409);
    expect((await api.materialSelections.deleteSubmission({ params: { id: made.data.id } })).status).toBe(409);
    const listed = await api.materialSelections.submissionsOfApartment({ params: { id: apartmentB } });
    expect(listed.data.map((s) => s.status)).toEqual(['accepted']);
    const one = await api.materialSelections.getSubmission({ params: { apartmentId: apartmentB, formId: form.id } });
    expect(one.data?.status).toBe('accepted');
    // Staff return it: the owner may change again.
    await t
      .as(roles.manager)
      .materialSelections.setSubmissionStatus({ params: { id: made.data.id }, body: { status: 'returned' } });
    const reopened = await api.materialSelections.save({
      params: params(apartmentB),
      body: { selections: [choice(worktop, 0)] },
    });
    expect(reopened.status).toBe(200);
  });

  it('a form that does not apply is 13; a missing form is 404', async () => {
    const api = t.as(ownerB);
    const unlinked = await api.materialSelections.createSubmission({
      body: { apartment_id: apartmentB, material_form_id: unlinkedForm.id },
    });
    expect([unlinked.status, unlinked.error.code]).toEqual([422, ErrorCode.invalidForm]);
    const missing = await api.materialSelections.getSubmission({
      params: { apartmentId: apartmentB, formId: 2_000_000_000 },
    });
    expect(missing.status).toBe(404);
  });
});

describe('product photos', () => {
  it("residents reach only the products offered in their own apartment's forms", async () => {
    const productOf = async (optionId: number) => {
      const result = (await t.ctx.db.execute(
        sql`select product_id from material_form_options where id = ${optionId}`,
      )) as unknown as { rows: { product_id: number }[] };
      return result.rows[0].product_id;
    };
    const offered = await productOf(form.selects[0].optionIds[0]);
    const notOffered = await productOf(unlinkedForm.selects[0].optionIds[0]);
    const photo = (token: string | undefined, id: number) =>
      t.as(token).products.photo({ params: { id, photo: 'product_photo' } });
    // Offered but without a photo: 410, as for staff; not offered: 404, as for what does not exist.
    expect((await photo(roles.owner?.token, offered)).status).toBe(410);
    expect((await photo(roles.tenant?.token, offered)).status).toBe(410);
    expect((await photo(roles.owner?.token, notOffered)).status).toBe(404);
    expect((await photo(roles.stakeholder?.token, offered)).status).toBe(404);
    expect((await photo(roles.employee.token, notOffered)).status).toBe(410);
  });
});
