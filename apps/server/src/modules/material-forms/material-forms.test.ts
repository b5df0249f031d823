import type { MaterialFormStructureBody } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apartmentTemplates } from '../../platform/db/schema';
import type { RoleUsers } from '../../test/authorization';
import { signInEveryRole } from '../../test/authorization';
import { createTestApp, type TestApp } from '../../test/harness';
import { makeCatalogueCategory, makeCatalogueProduct } from '../../test/material-factories';
import { makeCondominium } from '../../test/membership-factories';
import { createProject } from '../../test/project-factories';

/*
 * The rules of material forms (spec part 3 §4–§5, §8; issue 19): the structure save in the spec's
 * order and in one transaction, options from the select's category once each, the first option as
 * default, active forms frozen, template links within the project's condominium, duplicates.
 */

let t: TestApp;
let roles: RoleUsers;
let projectId: number;
let condominiumId: number;
let templateId: number;
let categoryId: number;
let oak: number;
let ash: number;
let birch: number;

async function makeTemplate(condominium: number, name = 'Template') {
  const [row] = await t.ctx.db.insert(apartmentTemplates).values({ condominiumId: condominium, name }).returning();
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  roles = await signInEveryRole(t);
  condominiumId = (await makeCondominium(t.ctx)).id;
  projectId = (await createProject(t, roles.super.token, { type: 'condominium', condominium_id: condominiumId })).id;
  templateId = await makeTemplate(condominiumId);
  categoryId = await makeCatalogueCategory(t.ctx, 'Floors');
  oak = await makeCatalogueProduct(t.ctx, categoryId, 'oak parquet', '45.50');
  ash = await makeCatalogueProduct(t.ctx, categoryId, 'Ash parquet', '39.90');
  birch = await makeCatalogueProduct(t.ctx, categoryId, 'Birch', '20.00');
});
afterAll(() => t.close());

const api = () => t.as(roles.manager).materialForms;

async function newForm(name = 'Kitchen') {
  const res = await api().create({ params: { id: projectId }, body: { name } });
  expect(res.status, res.body).toBe(201);
  return res.data.id;
}

/** One group with one select of two options (oak and ash), the default named by `defaultId`. */
function tree(defaultId: number | null = -21): MaterialFormStructureBody {
  return {
    name: 'Kitchen and hall',
    groups: [
      {
        id: -1,
        new: true,
        name: 'Floors',
        selects: [
          {
            id: -11,
            new: true,
            name: 'Floor',
            area: 12.5,
            product_category_id: categoryId,
            default_option_id: defaultId,
            options: [
              { id: -21, new: true, product_id: oak, name: 'oak parquet', price: 45.5 },
              { id: -22, new: true, product_id: ash, name: 'Ash parquet', price: 39.9 },
            ],
          },
        ],
      },
    ],
  };
}

async function built(defaultId: number | null = -21) {
  const formId = await newForm();
  const res = await api().saveStructure({ params: { id: projectId, formId }, body: tree(defaultId) });
  expect(res.status, res.body).toBe(200);
  return res.data;
}

describe('the structure save', () => {
  it('creates groups, selects and options, sets the default, and answers options by name ignoring case', async () => {
    const form = await built();
    expect(form).toMatchObject({ name: 'Kitchen and hall', active: false, can: { update: true, delete: true } });
    const select = form.groups[0].selects[0];
    expect(select).toMatchObject({ name: 'Floor', area: 12.5, product_category_id: categoryId });
    expect(select.options.map((o) => o.name)).toEqual(['Ash parquet', 'oak parquet']);
    const oakOption = select.options.find((o) => o.product_id === oak);
    expect(select.default_option_id).toBe(oakOption?.id);
    expect(oakOption).toMatchObject({ price: 45.5, isDefault: true });
  });

  it('no default named takes the first option', async () => {
    const form = await built(null);
    const select = form.groups[0].selects[0];
    expect(select.default_option_id).toBe(select.options.find((o) => o.product_id === oak)?.id);
  });

  it('updates, deletes and creates in one call', async () => {
    const form = await built();
    const group = form.groups[0];
    const select = group.selects[0];
    const ashOption = select.options.find((o) => o.product_id === ash);
    const oakOption = select.options.find((o) => o.product_id === oak);
    if (!ashOption || !oakOption) throw new Error('options missing');
    const res = await api().saveStructure({
      params: { id: projectId, formId: form.id },
      body: {
        name: 'Renamed',
        groups: [
          {
            id: group.id,
            name: 'Floors and walls',
            selects: [
              {
                id: select.id,
                name: 'Floor',
                area: 10,
                product_category_id: categoryId,
                default_option_id: -30,
                options: [
                  { id: oakOption.id, deleted: true, product_id: oak, name: 'oak parquet', price: 45.5 },
                  { id: ashOption.id, product_id: ash, name: 'Ash, oiled', price: 41 },
                  { id: -30, new: true, product_id: birch, name: 'Birch', price: 20 },
                ],
              },
            ],
          },
          { id: -2, new: true, name: 'Walls', selects: [] },
        ],
      },
    });
    expect(res.status, res.body).toBe(200);
    expect(res.data.name).toBe('Renamed');
    expect(res.data.groups.map((g) => g.name)).toEqual(['Floors and walls', 'Walls']);
    const saved = res.data.groups[0].selects[0];
    expect(saved.area).toBe(10);
    expect(saved.options.map((o) => [o.name, o.price])).toEqual([
      ['Ash, oiled', 41],
      ['Birch', 20],
    ]);
    expect(saved.options.find((o) => o.isDefault)?.product_id).toBe(birch);
  });

  it('a default that cannot be found is 21 at the last step, and nothing of the save remains', async () => {
    const form = await built();
    const before = (await api().get({ params: { id: projectId, formId: form.id } })).data;
    const body = tree(-99);
    body.name = 'Should not stick';
    const res = await api().saveStructure({ params: { id: projectId, formId: form.id }, body });
    expect(res.status).toBe(422);
    expect(res.error.code).toBe(21);
    const after = (await api().get({ params: { id: projectId, formId: form.id } })).data;
    expect(after).toEqual(before);
  });

  it('refuses ids of another form (11, 12), duplicate temporary ids (13), products twice or of another category', async () => {
    const other = await built();
    const formId = await newForm();
    const foreignGroup = await api().saveStructure({
      params: { id: projectId, formId },
      body: { name: 'X', groups: [{ id: other.groups[0].id, name: 'Stolen', selects: [] }] },
    });
    expect([foreignGroup.status, foreignGroup.error.code]).toEqual([422, 11]);

    const twice = tree();
    twice.groups.push({ ...twice.groups[0], selects: [] });
    const dup = await api().saveStructure({ params: { id: projectId, formId }, body: twice });
    expect([dup.status, dup.error.code]).toEqual([422, 13]);

    const sameProduct = tree();
    const options = sameProduct.groups[0].selects?.[0].options ?? [];
    options[1] = { ...options[1], product_id: oak };
    const same = await api().saveStructure({ params: { id: projectId, formId }, body: sameProduct });
    expect(same.status).toBe(422);
    expect(same.error.fields['groups.0.selects.0.options.1.product_id']).toEqual(['already-an-option']);

    const otherCategory = await makeCatalogueProduct(t.ctx, await makeCatalogueCategory(t.ctx));
    const wrong = tree();
    (wrong.groups[0].selects?.[0].options ?? [])[0].product_id = otherCategory;
    const wrongRes = await api().saveStructure({ params: { id: projectId, formId }, body: wrong });
    expect(wrongRes.error.fields['groups.0.selects.0.options.0.product_id']).toEqual(['other-category']);
    const untouched = await api().get({ params: { id: projectId, formId } });
    expect(untouched.data.groups).toEqual([]);
  });

  it('prices and areas out of range or with more than 2 decimals are 422', async () => {
    const formId = await newForm();
    for (const [area, price] of [
      [-1, 10],
      [1_000_001, 10],
      [1.234, 10],
      [1, 10.005],
      [1, -0.01],
    ]) {
      const body = tree();
      const select = body.groups[0].selects?.[0];
      if (!select) throw new Error('no select');
      select.area = area;
      (select.options ?? [])[0].price = price;
      const res = await api().saveStructure({ params: { id: projectId, formId }, body });
      expect(res.status, `${area} ${price}`).toBe(422);
    }
  });
});

describe('single-item calls', () => {
  it('an option copies the product name and price; the first becomes the default; a product once per select', async () => {
    const formId = await newForm();
    const group = await api().createGroup({ params: { id: formId }, body: { name: 'Floors' } });
    const select = await api().createSelect({
      params: { id: group.data.id },
      body: { name: 'Floor', area: 5, product_category_id: categoryId },
    });
    const first = await api().createOption({ params: { id: select.data.id }, body: { product_id: oak } });
    expect(first.status, first.body).toBe(201);
    expect(first.data).toMatchObject({ name: 'oak parquet', price: 45.5, isDefault: true });
    const second = await api().createOption({
      params: { id: select.data.id },
      body: { product_id: ash, name: 'Ash', price: 30 },
    });
    expect(second.data).toMatchObject({ name: 'Ash', price: 30, isDefault: false });
    const again = await api().createOption({ params: { id: select.data.id }, body: { product_id: oak } });
    expect(again.status).toBe(422);
    expect(again.error.fields.product_id).toEqual(['already-an-option']);
    const badDefault = await api().updateSelect({
      params: { id: group.data.id, selectId: select.data.id },
      body: { name: 'Floor', area: 5, product_category_id: categoryId, default_option_id: null },
    });
    expect([badDefault.status, badDefault.error.code]).toEqual([422, 21]);
    await api().deleteOption({ params: { id: select.data.id, optionId: first.data.id } });
    const form = await api().get({ params: { id: projectId, formId } });
    expect(form.data.groups[0].selects[0].default_option_id).toBe(second.data.id);
  });

  it('a group of another form is 404 code 11; an empty group name is 422', async () => {
    const a = await built();
    const b = await newForm();
    const res = await api().updateGroup({ params: { id: b, groupId: a.groups[0].id }, body: { name: 'X' } });
    expect([res.status, res.error.code]).toEqual([404, 11]);
    const empty = await api().createGroup({ params: { id: b }, body: { name: '  ' } });
    expect(empty.status).toBe(422);
  });
});

describe('active forms and template links', () => {
  it('a linked form is active: its name and contents are refused (409) until unlinked', async () => {
    const form = await built();
    const link = await t
      .as(roles.manager)
      .templateMaterialForms.link({ params: { id: templateId }, body: { material_form_id: form.id } });
    expect(link.status, link.body).toBe(201);
    expect(link.data).toMatchObject({ active: true, apartment_template_ids: [templateId], can: { update: false } });

    const group = form.groups[0];
    const select = group.selects[0];
    const attempts = [
      await api().rename({ params: { id: projectId, formId: form.id }, body: { name: 'X' } }),
      await api().delete({ params: { id: projectId, formId: form.id } }),
      await api().saveStructure({ params: { id: projectId, formId: form.id }, body: tree() }),
      await api().createGroup({ params: { id: form.id }, body: { name: 'X' } }),
      await api().deleteSelect({ params: { id: group.id, selectId: select.id } }),
      await api().deleteOption({ params: { id: select.id, optionId: select.options[0].id } }),
    ];
    expect(attempts.map((r) => r.status)).toEqual([409, 409, 409, 409, 409, 409]);

    const listed = await t.as(roles.employee).templateMaterialForms.list({ params: { id: templateId } });
    expect(listed.data.map((f) => f.id)).toContain(form.id);

    const unlink = await t
      .as(roles.manager)
      .templateMaterialForms.unlink({ params: { id: templateId, formId: form.id } });
    expect(unlink.data.active).toBe(false);
    const renamed = await api().rename({ params: { id: projectId, formId: form.id }, body: { name: 'Free again' } });
    expect(renamed.status).toBe(200);
    const again = await t
      .as(roles.manager)
      .templateMaterialForms.unlink({ params: { id: templateId, formId: form.id } });
    expect(again.status).toBe(404);
  });

  it('a save racing a link: either the save lands first, or the link does and the save is 409', async () => {
    const form = await built();
    const body = tree();
    body.groups = [];
    body.name = 'Raced';
    const [save, link] = await Promise.all([
      api().saveStructure({ params: { id: projectId, formId: form.id }, body }),
      t
        .as(roles.manager)
        .templateMaterialForms.link({ params: { id: templateId }, body: { material_form_id: form.id } }),
    ]);
    const after = (await api().get({ params: { id: projectId, formId: form.id } })).data;
    if (save.status === 200) {
      expect(after.name).toBe('Raced');
    } else {
      expect([save.status, link.status]).toEqual([409, 201]);
      expect(after).toMatchObject({ name: 'Kitchen and hall', active: true });
    }
  });

  it('an empty form is 19; a template of another condominium or an unseen form is 422', async () => {
    const empty = await newForm();
    const res = await t
      .as(roles.manager)
      .templateMaterialForms.link({ params: { id: templateId }, body: { material_form_id: empty } });
    expect([res.status, res.error.code]).toEqual([422, 19]);

    const form = await built();
    const elsewhere = await makeTemplate((await makeCondominium(t.ctx)).id);
    const other = await t
      .as(roles.manager)
      .templateMaterialForms.link({ params: { id: elsewhere }, body: { material_form_id: form.id } });
    expect(other.status).toBe(422);
    expect(other.error.fields.material_form_id).toEqual(['other-condominium']);

    const hidden = await t
      .as(roles.clientManager)
      .templateMaterialForms.link({ params: { id: templateId }, body: { material_form_id: form.id } });
    expect(hidden.status).toBe(422);
    expect(hidden.error.fields.material_form_id).toEqual(['not-found']);
  });
});

describe('duplicate, lists and the catalogue', () => {
  it('copies groups, selects, options and defaults into an inactive form', async () => {
    const form = await built(-22);
    await t
      .as(roles.manager)
      .templateMaterialForms.link({ params: { id: templateId }, body: { material_form_id: form.id } });
    const copy = await api().duplicateGet({ params: { id: projectId, formId: form.id } });
    expect(copy.status, copy.body).toBe(200);
    expect(copy.data).toMatchObject({ name: 'Kitchen and hall (copy)', active: false, apartment_template_ids: [] });
    const strip = (f: typeof copy.data) =>
      f.groups.map((g) => ({
        name: g.name,
        selects: g.selects.map((s) => ({
          name: s.name,
          area: s.area,
          options: s.options.map((o) => [o.product_id, o.name, o.price, o.isDefault]),
        })),
      }));
    const original = (await api().get({ params: { id: projectId, formId: form.id } })).data;
    expect(strip(copy.data)).toEqual(strip(original));
    expect(copy.data.groups[0].selects[0].id).not.toBe(original.groups[0].selects[0].id);
    const named = await api().duplicate({ params: { id: projectId, formId: form.id }, body: { name: 'Kopio' } });
    expect(named.data.name).toBe('Kopio');
  });

  it('lists a project’s forms by name and every visible form in the bulk list', async () => {
    const formId = await newForm('aaa first');
    const list = await api().list({ params: { id: projectId } });
    expect(list.json().can).toEqual({ create: true });
    expect(list.data[0].id).toBe(formId);
    const all = await t.as(roles.employee).materialForms.all({ query: { per_page: 9999 } });
    expect(all.data.map((f) => f.id)).toContain(formId);
    const outsider = await t.as(roles.clientManager).materialForms.all({ query: {} });
    expect(outsider.data.map((f) => f.id)).not.toContain(formId);
  });

  it('a category a select uses is not deleted (409)', async () => {
    const category = await makeCatalogueCategory(t.ctx);
    const formId = await newForm();
    const group = await api().createGroup({ params: { id: formId }, body: { name: 'G' } });
    await api().createSelect({ params: { id: group.data.id }, body: { name: 'S', product_category_id: category } });
    const res = await t.as(roles.super).products.deleteCategory({ params: { id: category } });
    expect(res.status).toBe(409);
  });
});
