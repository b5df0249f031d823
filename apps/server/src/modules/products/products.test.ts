import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { materialForms } from '../../platform/db/schema';
import { type RoleUsers, signInEveryRole } from '../../test/authorization';
import { createTestApp, type TestApp } from '../../test/harness';
import { makeMaterialForm } from '../../test/material-factories';
import { form } from '../../test/multipart';
import { makeCategory, makeProduct, productForm } from '../../test/product-factories';
import { createProject } from '../../test/project-factories';
import { PRODUCT_USES } from './products.repo';

let t: TestApp;
let roles: RoleUsers;

beforeAll(async () => {
  t = await createTestApp();
  roles = await signInEveryRole(t);
});
afterAll(() => t.close());

describe('product categories', () => {
  it('creates, lists by name with counts and can, renames and deletes', async () => {
    const api = t.as(roles.ownerManager);
    const created = await api.products.createCategory({ body: { name: '  Zz Lattiat  ' } });
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({ name: 'Zz Lattiat', products_count: 0, can: { update: true, delete: true } });
    const renamed = await api.products.updateCategory({ params: { id: created.data.id }, body: { name: 'Zz Floors' } });
    expect(renamed.data.name).toBe('Zz Floors');

    const asEmployee = await t.as(roles.employee).products.categories({ query: { per_page: 9999 } });
    expect(asEmployee.json().can).toEqual({ create: false });
    expect(asEmployee.data.find((c) => c.id === created.data.id)?.can).toEqual({ update: false, delete: false });

    expect((await api.products.deleteCategory({ params: { id: created.data.id } })).status).toBe(200);
    expect((await api.products.updateCategory({ params: { id: created.data.id }, body: { name: 'x' } })).status).toBe(
      404,
    );
  });

  it('refuses an empty or over-long name, and keeps a category with products (409)', async () => {
    const api = t.as(roles.super);
    expect((await api.products.createCategory({ body: { name: '  ' } })).status).toBe(422);
    expect((await api.products.createCategory({ body: { name: 'x'.repeat(256) } })).status).toBe(422);
    const id = await makeCategory(t, roles.super);
    await makeProduct(t, roles.super, id);
    const refused = await api.products.deleteCategory({ params: { id } });
    expect(refused.status).toBe(409);
    expect(refused.error.code).toBe(14);
    const products = await api.products.categoryProducts({ params: { id } });
    expect(products.data).toHaveLength(1);
  });
});

describe('products', () => {
  it('creates with every field, reads it, and lists the category by name', async () => {
    const categoryId = await makeCategory(t, roles.super);
    const tag = (await t.as(roles.super).tags.create({ body: { name: `Eco ${process.pid}` } })).data;
    const res = await t.as(roles.ownerManager).products.create({
      formData: form({
        product_category_id: categoryId,
        manufacturer: 'Upofloor',
        name: 'Tammi parketti',
        code: 'UP-100',
        description: 'Kolmisauvainen',
        price: '49,90',
        measurements: '14 × 188 × 2266 mm',
        external_link: 'https://example.test/tammi',
        tag_ids: String(tag.id),
      }),
    });
    expect(res.status, res.body).toBe(201);
    expect(res.data).toMatchObject({
      product_category_id: categoryId,
      manufacturer: 'Upofloor',
      name: 'Tammi parketti',
      code: 'UP-100',
      description: 'Kolmisauvainen',
      price: 49.9,
      measurements: '14 × 188 × 2266 mm',
      external_link: 'https://example.test/tammi',
      product_photo: null,
      product_context_photo: null,
      tags: [{ id: tag.id, name: tag.name }],
      can: { update: true, delete: true },
    });
    await makeProduct(t, roles.super, categoryId, { name: 'A first by name' });
    const list = await t.as(roles.employee).products.categoryProducts({ params: { id: categoryId } });
    expect(list.data.map((p) => p.name)).toEqual(['A first by name', 'Tammi parketti']);
    expect(list.json().can).toEqual({ create: false });
    expect(list.json().meta.total).toBe(2);
    const one = await t.as(roles.clientManager).products.get({ params: { id: res.data.id } });
    expect(one.data.can).toEqual({ update: false, delete: false });
  });

  it('marks manufacturer, name, code and price required, and checks price, link and references', async () => {
    const categoryId = await makeCategory(t, roles.super);
    const api = t.as(roles.super);
    const empty = await api.products.create({
      formData: form({ product_category_id: categoryId, manufacturer: ' ', name: '', code: '' }),
    });
    expect(empty.status).toBe(422);
    expect(empty.error.fields).toMatchObject({
      manufacturer: ['required'],
      name: ['required'],
      code: ['required'],
      price: ['required'],
    });
    for (const price of ['abc', '-1', '1000000.01', '12.345', '1e3']) {
      const res = await api.products.create({ formData: productForm(categoryId, { price }) });
      expect(res.status, price).toBe(422);
      expect(Object.keys(res.error.fields ?? {}), price).toEqual(['price']);
    }
    for (const price of ['0', '1000000', '999999.99']) {
      expect((await api.products.create({ formData: productForm(categoryId, { price }) })).status, price).toBe(201);
    }
    const link = await api.products.create({
      formData: productForm(categoryId, { external_link: 'javascript:alert(1)' }),
    });
    expect(link.error.fields).toHaveProperty('external_link');
    const long = await api.products.create({ formData: productForm(categoryId, { name: 'x'.repeat(256) }) });
    expect(long.error.fields).toHaveProperty('name');
    const noCategory = await api.products.create({ formData: productForm(2_000_000_000) });
    expect(noCategory.status).toBe(422);
    expect(noCategory.error.fields).toEqual({ product_category_id: ['not-found'] });
    const noTag = await api.products.create({ formData: productForm(categoryId, { tag_ids: '2000000000' }) });
    expect(noTag.error.fields).toEqual({ tag_ids: ['not-found'] });
    const badTags = await api.products.create({ formData: productForm(categoryId, { tag_ids: '1,x' }) });
    expect(badTags.status).toBe(422);
  });

  it('edits with POST ?_method=PUT: given fields change, others stay, tags are replaced', async () => {
    const categoryId = await makeCategory(t, roles.super);
    const other = await makeCategory(t, roles.super);
    const [a, b] = await Promise.all(
      ['A', 'B'].map(
        async (n) => (await t.as(roles.super).tags.create({ body: { name: `Edit ${n} ${process.pid}` } })).data.id,
      ),
    );
    const id = await makeProduct(t, roles.super, categoryId, { description: 'Keep me', tag_ids: `${a}` });
    const res = await t.as(roles.ownerManager).products.update(
      {
        params: { id },
        formData: form({ name: 'Renamed', price: '7', product_category_id: other, tag_ids: `${b},${a}` }),
      },
      { methodOverride: true },
    );
    expect(res.status, res.body).toBe(200);
    expect(res.data).toMatchObject({ name: 'Renamed', price: 7, description: 'Keep me', product_category_id: other });
    expect(res.data.tags.map((x) => x.id).sort()).toEqual([a, b].sort());
    const cleared = await t
      .as(roles.super)
      .products.update({ params: { id }, formData: form({ tag_ids: '', description: '' }) }, { methodOverride: true });
    expect(cleared.data).toMatchObject({ tags: [], description: '', name: 'Renamed' });
    const blank = await t.as(roles.super).products.update({ params: { id }, formData: form({ code: ' ' }) });
    expect(blank.status).toBe(422);
    expect(blank.error.fields).toEqual({ code: ['required'] });
  });

  it('deletes a product, but not while a material form option offers it (409)', async () => {
    const categoryId = await makeCategory(t, roles.super);
    const id = await makeProduct(t, roles.super, categoryId);
    expect(PRODUCT_USES).toEqual([{ table: 'material_form_options', column: 'product_id' }]);
    const project = await createProject(t, roles.super.token);
    const madeForm = await makeMaterialForm(t.ctx, project.id, [{ selects: [{ options: [{ productId: id }] }] }]);
    expect((await t.as(roles.super).products.delete({ params: { id } })).status).toBe(409);
    await t.ctx.db.delete(materialForms).where(eq(materialForms.id, madeForm.id));
    expect((await t.as(roles.super).products.delete({ params: { id } })).status).toBe(200);
    expect((await t.as(roles.super).products.get({ params: { id } })).status).toBe(404);
    expect((await t.as(roles.super).products.delete({ params: { id } })).status).toBe(404);
  });
});
