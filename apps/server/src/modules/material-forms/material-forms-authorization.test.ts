import { afterAll, beforeAll, describe, it } from 'vitest';
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
import {
  linkFormToTemplate,
  linkProjectToCondominium,
  makeCatalogueCategory,
  makeCatalogueProduct,
  makeMaterialForm,
} from '../../test/material-factories';
import { makeApartment, makeCondominium } from '../../test/membership-factories';
import { attachCompany, createProject } from '../../test/project-factories';

/*
 * An authorization row for every material-forms route: staff who see the project read; projects.manage
 * (super, owner-manager, manager, and the attached client's manager) writes; residents of the
 * project's condominium get 404 like anyone who does not see the project.
 */

let t: TestApp;
let roles: RoleUsers;
let projectId: number;
let templateId: number;
let categoryId: number;

const READERS = statusRow(200, { anonymous: 401, ...residentsRow(404) });
const WRITERS = statusRow(403, {
  anonymous: 401,
  super: 200,
  ownerManager: 200,
  manager: 200,
  clientManager: 200,
  ...residentsRow(404),
});
const created = (row: Record<string, number>) =>
  Object.fromEntries(Object.entries(row).map(([role, status]) => [role, status === 200 ? 201 : status]));

beforeAll(async () => {
  t = await createTestApp();
  const condominium = await makeCondominium(t.ctx);
  const apartment = await makeApartment(t.ctx, condominium.id);
  roles = await signInEveryRole(t, { condominiumId: condominium.id, apartmentId: apartment.id });
  const project = await createProject(t, roles.super.token, { type: 'condominium' });
  projectId = project.id;
  await linkProjectToCondominium(t.ctx, projectId, condominium.id);
  await attachCompany(t, roles.super.token, projectId, roles.clientManager.companyId);
  await attachCompany(t, roles.super.token, projectId, roles.subcontractorEmployee.companyId);
  templateId = (await makeApartmentTemplate(t.ctx, condominium.id, 'Template A')).id;
  categoryId = await makeCatalogueCategory(t.ctx);
});
afterAll(() => t.close());

const form = (selects = 1) =>
  makeMaterialForm(t.ctx, projectId, [{ selects: Array.from({ length: selects }, () => ({ options: [{}] })) }]);

describe('authorization', () => {
  it('GET materialforms', async () => {
    await expectAuthorizationRow(t, roles, READERS, (api) => api.materialForms.all({ query: {} }));
  });

  it('GET projects/{id}/materialforms', async () => {
    await expectAuthorizationRow(t, roles, READERS, (api) => api.materialForms.list({ params: { id: projectId } }));
  });

  it('POST projects/{id}/materialforms', async () => {
    await expectAuthorizationRow(t, roles, created(WRITERS), (api) =>
      api.materialForms.create({ params: { id: projectId }, body: { name: 'Kitchen' } }),
    );
  });

  it('GET projects/{id}/materialforms/{formId}', async () => {
    const { id } = await form();
    await expectAuthorizationRow(t, roles, READERS, (api) =>
      api.materialForms.get({ params: { id: projectId, formId: id } }),
    );
  });

  it('PUT projects/{id}/materialforms/{formId}', async () => {
    const { id } = await form();
    await expectAuthorizationRow(t, roles, WRITERS, (api) =>
      api.materialForms.rename({ params: { id: projectId, formId: id }, body: { name: 'Renamed' } }),
    );
  });

  it('DELETE projects/{id}/materialforms/{formId}', async () => {
    const ids = await byRole(async () => (await form()).id);
    const residents = await form();
    await expectAuthorizationRow(t, roles, WRITERS, (api, role) =>
      api.materialForms.delete({ params: { id: projectId, formId: ids[role] ?? residents.id } }),
    );
  });

  it('PUT projects/{id}/materialforms/{formId}/structure', async () => {
    const { id } = await form(0);
    await expectAuthorizationRow(t, roles, WRITERS, (api) =>
      api.materialForms.saveStructure({
        params: { id: projectId, formId: id },
        body: { name: 'Structured', groups: [{ id: -1, new: true, name: 'Group', selects: [] }] },
      }),
    );
  });

  it('GET and POST projects/{id}/materialforms/{formId}/duplicate', async () => {
    const { id } = await form();
    await expectAuthorizationRow(t, roles, WRITERS, (api) =>
      api.materialForms.duplicateGet({ params: { id: projectId, formId: id } }),
    );
    await expectAuthorizationRow(t, roles, created(WRITERS), (api) =>
      api.materialForms.duplicate({ params: { id: projectId, formId: id }, body: { name: 'Copy' } }),
    );
  });
});

describe('authorization of groups, selects, options and template links', () => {
  it('POST, PUT, DELETE materialforms/{id}/groups', async () => {
    const made = await form();
    await expectAuthorizationRow(t, roles, created(WRITERS), (api) =>
      api.materialForms.createGroup({ params: { id: made.id }, body: { name: 'Bathroom' } }),
    );
    await expectAuthorizationRow(t, roles, WRITERS, (api) =>
      api.materialForms.updateGroup({ params: { id: made.id, groupId: made.groupIds[0] }, body: { name: 'Hall' } }),
    );
    const forms = await byRole(() => form());
    const residents = await form();
    await expectAuthorizationRow(t, roles, WRITERS, (api, role) => {
      const target = forms[role] ?? residents;
      return api.materialForms.deleteGroup({ params: { id: target.id, groupId: target.groupIds[0] } });
    });
  });

  it('POST, PUT, DELETE materialformgroups/{id}/selects', async () => {
    const made = await form();
    await expectAuthorizationRow(t, roles, created(WRITERS), (api) =>
      api.materialForms.createSelect({
        params: { id: made.groupIds[0] },
        body: { name: 'Floor', area: 12.5, product_category_id: categoryId },
      }),
    );
    const select = made.selects[0];
    await expectAuthorizationRow(t, roles, WRITERS, (api) =>
      api.materialForms.updateSelect({
        params: { id: select.groupId, selectId: select.id },
        body: { name: 'Walls', area: 3, product_category_id: made.categoryId },
      }),
    );
    const forms = await byRole(() => form());
    const residents = await form();
    await expectAuthorizationRow(t, roles, WRITERS, (api, role) => {
      const target = (forms[role] ?? residents).selects[0];
      return api.materialForms.deleteSelect({ params: { id: target.groupId, selectId: target.id } });
    });
  });

  it('POST, PUT, DELETE materialformselects/{id}/options', async () => {
    const made = await makeMaterialForm(t.ctx, projectId, [{ selects: [{ options: [] }] }]);
    const select = made.selects[0];
    const products = await byRole(() => makeCatalogueProduct(t.ctx, made.categoryId));
    const spare = await makeCatalogueProduct(t.ctx, made.categoryId);
    await expectAuthorizationRow(t, roles, created(WRITERS), (api, role) =>
      api.materialForms.createOption({ params: { id: select.id }, body: { product_id: products[role] ?? spare } }),
    );
    const withOption = await form();
    const option = withOption.selects[0];
    const productId = (await t.as(roles.super).materialForms.get({ params: { id: projectId, formId: withOption.id } }))
      .data.groups[0].selects[0].options[0].product_id;
    await expectAuthorizationRow(t, roles, WRITERS, (api) =>
      api.materialForms.updateOption({
        params: { id: option.id, optionId: option.optionIds[0] },
        body: { product_id: productId, name: 'Oak', price: 12.5 },
      }),
    );
    const forms = await byRole(() => form());
    const residents = await form();
    await expectAuthorizationRow(t, roles, WRITERS, (api, role) => {
      const target = (forms[role] ?? residents).selects[0];
      return api.materialForms.deleteOption({ params: { id: target.id, optionId: target.optionIds[0] } });
    });
  });

  it('GET, POST, DELETE apartmenttemplates/{id}/materialforms', async () => {
    const made = await form();
    await linkFormToTemplate(t.ctx, templateId, made.id);
    await expectAuthorizationRow(t, roles, READERS, (api) =>
      api.templateMaterialForms.list({ params: { id: templateId } }),
    );
    const other = await form();
    await expectAuthorizationRow(t, roles, { ...created(WRITERS), ...residentsRow(404) }, (api) =>
      api.templateMaterialForms.link({ params: { id: templateId }, body: { material_form_id: other.id } }),
    );
    const forms = await byRole(async () => {
      const f = await form();
      await linkFormToTemplate(t.ctx, templateId, f.id);
      return f.id;
    });
    const residents = await form();
    await linkFormToTemplate(t.ctx, templateId, residents.id);
    await expectAuthorizationRow(t, roles, WRITERS, (api, role) =>
      api.templateMaterialForms.unlink({ params: { id: templateId, formId: forms[role] ?? residents.id } }),
    );
  });
});
