import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { malformed } from '../../test/api-client';
import { type RoleUsers, signInEveryRole } from '../../test/authorization';
import { createTestApp, type TestApp } from '../../test/harness';
import { makeMaterialForm } from '../../test/material-factories';
import { makeCategory, makeProduct } from '../../test/product-factories';
import { createProject } from '../../test/project-factories';

let t: TestApp;
let roles: RoleUsers;

beforeAll(async () => {
  t = await createTestApp();
  roles = await signInEveryRole(t);
});
afterAll(() => t.close());

const tagName = (n: string) => `${n} ${process.pid}`;

describe('tags', () => {
  it('creates, renames, refuses a name in use regardless of case, lists by category and by tag', async () => {
    const api = t.as(roles.ownerManager);
    const tag = (await api.tags.create({ body: { name: tagName('Kosteat tilat') } })).data;
    expect(tag).toMatchObject({ products_count: 0, can: { update: true, delete: true } });
    const dup = await api.tags.create({ body: { name: tagName('KOSTEAT TILAT') } });
    expect(dup.status).toBe(409);
    expect(dup.error.code).toBe(14);
    const other = (await api.tags.create({ body: { name: tagName('Other') } })).data;
    expect((await api.tags.update({ params: { id: other.id }, body: { name: tag.name } })).status).toBe(409);
    expect((await api.tags.update({ params: { id: other.id }, body: { name: tagName('Wet rooms') } })).data.name).toBe(
      tagName('Wet rooms'),
    );

    const categoryId = await makeCategory(t, roles.super);
    const productId = await makeProduct(t, roles.super, categoryId, { tag_ids: `${tag.id}` });
    await makeProduct(t, roles.super, categoryId);
    const byCategory = await t.as(roles.employee).tags.category({ params: { id: categoryId } });
    expect(byCategory.data.map((x) => x.id)).toEqual([tag.id]);
    expect(byCategory.data[0].products_count).toBe(1);
    const byTag = await t.as(roles.employee).tags.products({ params: { id: tag.id } });
    expect(byTag.data.map((p) => p.id)).toEqual([productId]);
    const all = await t.as(roles.employee).tags.list({});
    expect(all.json().can).toEqual({ create: false });
    expect(all.data.some((x) => x.id === other.id)).toBe(true);
  });

  it('keeps a tag that products carry (409), deletes one that none carry', async () => {
    const api = t.as(roles.super);
    const tag = (await api.tags.create({ body: { name: tagName('In use') } })).data;
    const categoryId = await makeCategory(t, roles.super);
    await makeProduct(t, roles.super, categoryId, { tag_ids: `${tag.id}` });
    const refused = await api.tags.delete({ params: { id: tag.id } });
    expect(refused.status).toBe(409);
    const free = (await api.tags.create({ body: { name: tagName('Free') } })).data;
    expect((await api.tags.delete({ params: { id: free.id } })).status).toBe(200);
    expect((await api.tags.products({ params: { id: free.id } })).status).toBe(404);
  });
});

describe('additional products', () => {
  it('creates, edits, lists by form and deletes; a deleted product leaves them be', async () => {
    const api = t.as(roles.ownerManager);
    const categoryId = await makeCategory(t, roles.super);
    const productId = await makeProduct(t, roles.super, categoryId);
    const general = await api.additionalProducts.create({
      body: { name: 'Lisäpistorasia', description: 'Per piece', price: 85.5, product_id: productId },
    });
    expect(general.status, general.body).toBe(201);
    expect(general.data).toMatchObject({ price: 85.5, product_id: productId, material_form_id: null });
    const project = await createProject(t, roles.ownerManager.token, { type: 'condominium' });
    const form7 = (await makeMaterialForm(t.ctx, project.id, [])).id;
    const form8 = (await makeMaterialForm(t.ctx, project.id, [])).id;
    const tied = await api.additionalProducts.create({
      body: { name: 'Form 7 extra', price: 1, material_form_id: form7 },
    });
    await api.additionalProducts.create({ body: { name: 'Form 8 extra', price: 1, material_form_id: form8 } });
    const noForm = await api.additionalProducts.create({
      body: { name: 'Nowhere', price: 1, material_form_id: 2_000_000_000 },
    });
    expect(noForm.error.fields).toEqual({ material_form_id: ['not-found'] });
    expect((await api.additionalProducts.form({ params: { id: 2_000_000_000 } })).status).toBe(404);
    const listed = await t.as(roles.employee).additionalProducts.form({ params: { id: form7 } });
    const names = listed.data.map((x) => x.name);
    expect(names).toContain('Form 7 extra');
    expect(names).toContain('Lisäpistorasia');
    expect(names).not.toContain('Form 8 extra');

    const edited = await api.additionalProducts.update({
      params: { id: tied.data.id },
      body: { price: malformed('12,30') },
    });
    expect(edited.data.price).toBe(12.3);
    expect((await api.additionalProducts.update({ params: { id: tied.data.id }, body: { price: -1 } })).status).toBe(
      422,
    );
    const missing = await api.additionalProducts.update({
      params: { id: tied.data.id },
      body: { product_id: 2_000_000_000 },
    });
    expect(missing.error.fields).toEqual({ product_id: ['not-found'] });

    expect((await t.as(roles.super).products.delete({ params: { id: productId } })).status).toBe(200);
    const after = (await api.additionalProducts.list({})).data.find((x) => x.id === general.data.id);
    expect(after).toMatchObject({ name: 'Lisäpistorasia', price: 85.5, product_id: null });
    expect((await api.additionalProducts.delete({ params: { id: general.data.id } })).status).toBe(200);
    expect((await api.additionalProducts.delete({ params: { id: general.data.id } })).status).toBe(404);
  });
});
