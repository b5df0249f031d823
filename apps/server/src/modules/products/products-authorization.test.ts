import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  byRole,
  EVERY_ROW_ROLE,
  expectAuthorizationRow,
  type RoleUsers,
  residentsRow,
  signInEveryRole,
  statusRow,
} from '../../test/authorization';
import { createTestApp, makeUser, type TestApp } from '../../test/harness';
import { makeMaterialForm } from '../../test/material-factories';
import { addApartmentUser, addCondominiumUser, makeApartment, makeCondominium } from '../../test/membership-factories';
import { makeCategory, makeProduct, productForm } from '../../test/product-factories';
import { createProject } from '../../test/project-factories';

/*
 * The catalogue's authorization rows: staff read, products.manage (Super and the global owner
 * role, here the owner-manager) writes; residents get 404 on everything.
 */

let t: TestApp;
let roles: RoleUsers;
let categoryId: number;
let productId: number;
let tagId: number;
let extraId: number;
let formId: number;

/** The catalogue is a staff area: residents get 404 on every call, as for what does not exist. */
const RESIDENTS = residentsRow(404);
const READERS = statusRow(200, { anonymous: 401, ...RESIDENTS });
const WRITERS = statusRow(403, { anonymous: 401, super: 200, ownerManager: 200, ...RESIDENTS });
const CREATORS = statusRow(403, { anonymous: 401, super: 201, ownerManager: 201, ...RESIDENTS });

beforeAll(async () => {
  t = await createTestApp();
  const home = await makeCondominium(t.ctx, 'As Oy Koti');
  const apartment = await makeApartment(t.ctx, home.id, 'A', '1');
  roles = await signInEveryRole(t, { condominiumId: home.id, apartmentId: apartment.id });
  categoryId = await makeCategory(t, roles.super);
  productId = await makeProduct(t, roles.super, categoryId);
  tagId = (await t.as(roles.super).tags.create({ body: { name: `Row tag ${process.pid}` } })).data.id;
  extraId = (await t.as(roles.super).additionalProducts.create({ body: { name: 'Extra', price: 10 } })).data.id;
  const project = await createProject(t, roles.super.token, { type: 'condominium' });
  formId = (await makeMaterialForm(t.ctx, project.id, [])).id;
});
afterAll(() => t.close());

describe('authorization: categories and products', () => {
  it('GET productcategories', async () => {
    await expectAuthorizationRow(t, roles, READERS, (api) => api.products.categories({}));
  });
  it('POST productcategories', async () => {
    await expectAuthorizationRow(t, roles, CREATORS, (api, role) =>
      api.products.createCategory({ body: { name: `Row ${role}` } }),
    );
  });
  it('PUT productcategories/{id}', async () => {
    await expectAuthorizationRow(t, roles, WRITERS, (api) =>
      api.products.updateCategory({ params: { id: categoryId }, body: { name: 'Renamed' } }),
    );
  });
  it('DELETE productcategories/{id}', async () => {
    const ids = await byRole(() => makeCategory(t, roles.super), EVERY_ROW_ROLE);
    await expectAuthorizationRow(t, roles, WRITERS, (api, role) =>
      api.products.deleteCategory({ params: { id: ids[role] } }),
    );
  });
  it('GET productcategories/{id}/products', async () => {
    await expectAuthorizationRow(t, roles, READERS, (api) =>
      api.products.categoryProducts({ params: { id: categoryId } }),
    );
  });
  it('POST products', async () => {
    await expectAuthorizationRow(t, roles, CREATORS, (api) =>
      api.products.create({ formData: productForm(categoryId) }),
    );
  });
  it('GET products/{id}', async () => {
    await expectAuthorizationRow(t, roles, READERS, (api) => api.products.get({ params: { id: productId } }));
  });
  it('PUT products/{id}', async () => {
    await expectAuthorizationRow(t, roles, WRITERS, (api) =>
      api.products.update({ params: { id: productId }, formData: productForm(categoryId) }, { methodOverride: true }),
    );
  });
  it('DELETE products/{id}', async () => {
    const ids = await byRole(() => makeProduct(t, roles.super, categoryId), EVERY_ROW_ROLE);
    await expectAuthorizationRow(t, roles, WRITERS, (api, role) => api.products.delete({ params: { id: ids[role] } }));
  });
  it('GET products/{id}/photos/{photo}: 410 without a photo, for every reader', async () => {
    await expectAuthorizationRow(t, roles, statusRow(410, { anonymous: 401, ...RESIDENTS }), (api) =>
      api.products.photo({ params: { id: productId, photo: 'product_photo' } }),
    );
  });
});

describe('authorization: tags and additional products', () => {
  it('GET tags', async () => {
    await expectAuthorizationRow(t, roles, READERS, (api) => api.tags.list({}));
  });
  it('POST tags', async () => {
    await expectAuthorizationRow(t, roles, CREATORS, (api, role) =>
      api.tags.create({ body: { name: `Tag ${process.pid} ${role}` } }),
    );
  });
  it('PUT tags/{id}', async () => {
    await expectAuthorizationRow(t, roles, WRITERS, (api) =>
      api.tags.update({ params: { id: tagId }, body: { name: `Renamed tag ${process.pid}` } }),
    );
  });
  it('DELETE tags/{id}', async () => {
    const ids = await byRole(
      async (role) => (await t.as(roles.super).tags.create({ body: { name: `Gone ${process.pid} ${role}` } })).data.id,
      EVERY_ROW_ROLE,
    );
    await expectAuthorizationRow(t, roles, WRITERS, (api, role) => api.tags.delete({ params: { id: ids[role] } }));
  });
  it('GET productcategories/{id}/tags', async () => {
    await expectAuthorizationRow(t, roles, READERS, (api) => api.tags.category({ params: { id: categoryId } }));
  });
  it('GET producttags/{id}/products', async () => {
    await expectAuthorizationRow(t, roles, READERS, (api) => api.tags.products({ params: { id: tagId } }));
  });
  it('GET additional-products', async () => {
    await expectAuthorizationRow(t, roles, READERS, (api) => api.additionalProducts.list({}));
  });
  it('POST additional-products/add', async () => {
    await expectAuthorizationRow(t, roles, CREATORS, (api) =>
      api.additionalProducts.create({ body: { name: 'Extra', price: 5 } }),
    );
  });
  it('PUT additional-products/{id}', async () => {
    await expectAuthorizationRow(t, roles, WRITERS, (api) =>
      api.additionalProducts.update({ params: { id: extraId }, body: { price: 11 } }),
    );
  });
  it('DELETE additional-products/{id}', async () => {
    const ids = await byRole(
      async () => (await t.as(roles.super).additionalProducts.create({ body: { name: 'Gone', price: 1 } })).data.id,
      EVERY_ROW_ROLE,
    );
    await expectAuthorizationRow(t, roles, WRITERS, (api, role) =>
      api.additionalProducts.delete({ params: { id: ids[role] } }),
    );
  });
  it('GET additional-products/form/{id}', async () => {
    // Staff of companies not on the form's project do not see the form (404).
    await expectAuthorizationRow(t, roles, { ...READERS, clientManager: 404, subcontractorEmployee: 404 }, (api) =>
      api.additionalProducts.form({ params: { id: formId } }),
    );
  });
});

describe('residents and users of no company', () => {
  it('get 404 for every read and write, as if the catalogue did not exist', async () => {
    const condominium = await makeCondominium(t.ctx);
    const apartment = await makeApartment(t.ctx, condominium.id);
    const owner = await makeUser(t.ctx, {});
    await addApartmentUser(t.ctx, apartment.id, owner.id, 'owner');
    const admin = await makeUser(t.ctx, {});
    await addCondominiumUser(t.ctx, condominium.id, admin.id, 'admin');
    for (const user of [owner, admin]) {
      const api = t.as(await t.tokenFor(user.id));
      const statuses = [
        (await api.products.categories({})).status,
        (await api.products.createCategory({ body: { name: 'Nope' } })).status,
        (await api.products.updateCategory({ params: { id: categoryId }, body: { name: 'Nope' } })).status,
        (await api.products.categoryProducts({ params: { id: categoryId } })).status,
        (await api.products.get({ params: { id: productId } })).status,
        (await api.products.create({ formData: productForm(categoryId) })).status,
        (await api.products.delete({ params: { id: productId } })).status,
        (await api.products.photo({ params: { id: productId, photo: 'product_photo' } })).status,
        (await api.tags.list({})).status,
        (await api.tags.create({ body: { name: 'Nope' } })).status,
        (await api.tags.products({ params: { id: tagId } })).status,
        (await api.additionalProducts.list({})).status,
        (await api.additionalProducts.form({ params: { id: formId } })).status,
        (await api.additionalProducts.delete({ params: { id: extraId } })).status,
      ];
      expect(statuses).toEqual(statuses.map(() => 404));
    }
  });
});
