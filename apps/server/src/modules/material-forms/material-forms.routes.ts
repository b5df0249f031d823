import {
  materialFormsEndpoints as endpoints,
  templateMaterialFormsEndpoints as templates,
} from '@portal/contracts/endpoints/material-forms';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/endpoint-route';
import * as items from './material-form-items.service';
import * as service from './material-forms.service';

const ok = { data: { ok: true as const } };

export function registerMaterialFormsRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  registerEndpoint(app, endpoints.all, async ({ user, query }) => service.listAllForms(ctx, user, query));
  registerEndpoint(app, endpoints.list, async ({ user, params }) => service.listProjectForms(ctx, user, params.id));
  registerEndpoint(app, endpoints.create, async ({ user, params, body }) => ({
    data: await service.createForm(ctx, user, params.id, body),
  }));
  registerEndpoint(app, endpoints.get, async ({ user, params }) => ({
    data: await service.getForm(ctx, user, params.id, params.formId),
  }));
  registerEndpoint(app, endpoints.rename, async ({ user, params, body }) => ({
    data: await service.renameForm(ctx, user, params.id, params.formId, body),
  }));
  registerEndpoint(app, endpoints.delete, async ({ user, params }) => {
    await service.deleteForm(ctx, user, params.id, params.formId);
    return ok;
  });
  registerEndpoint(app, endpoints.saveStructure, async ({ user, params, body }) => ({
    data: await service.saveStructure(ctx, user, params.id, params.formId, body),
  }));
  registerEndpoint(app, endpoints.duplicateGet, async ({ user, params }) => ({
    data: await service.duplicateForm(ctx, user, params.id, params.formId, undefined),
  }));
  registerEndpoint(app, endpoints.duplicate, async ({ user, params, body }) => ({
    data: await service.duplicateForm(ctx, user, params.id, params.formId, body.name),
  }));

  registerEndpoint(app, endpoints.createGroup, async ({ user, params, body }) => ({
    data: await items.createGroup(ctx, user, params.id, body),
  }));
  registerEndpoint(app, endpoints.updateGroup, async ({ user, params, body }) => ({
    data: await items.updateGroup(ctx, user, params.id, params.groupId, body),
  }));
  registerEndpoint(app, endpoints.deleteGroup, async ({ user, params }) => {
    await items.deleteGroup(ctx, user, params.id, params.groupId);
    return ok;
  });
  registerEndpoint(app, endpoints.createSelect, async ({ user, params, body }) => ({
    data: await items.createSelect(ctx, user, params.id, body),
  }));
  registerEndpoint(app, endpoints.updateSelect, async ({ user, params, body }) => ({
    data: await items.updateSelect(ctx, user, params.id, params.selectId, body),
  }));
  registerEndpoint(app, endpoints.deleteSelect, async ({ user, params }) => {
    await items.deleteSelect(ctx, user, params.id, params.selectId);
    return ok;
  });
  registerEndpoint(app, endpoints.createOption, async ({ user, params, body }) => ({
    data: await items.createOption(ctx, user, params.id, body),
  }));
  registerEndpoint(app, endpoints.updateOption, async ({ user, params, body }) => ({
    data: await items.updateOption(ctx, user, params.id, params.optionId, body),
  }));
  registerEndpoint(app, endpoints.deleteOption, async ({ user, params }) => {
    await items.deleteOption(ctx, user, params.id, params.optionId);
    return ok;
  });

  registerEndpoint(app, templates.list, async ({ user, params }) => ({
    data: await service.listTemplateForms(ctx, user, params.id),
  }));
  registerEndpoint(app, templates.link, async ({ user, params, body }) => ({
    data: await service.linkTemplate(ctx, user, params.id, body.material_form_id),
  }));
  registerEndpoint(app, templates.unlink, async ({ user, params }) => ({
    data: await service.unlinkTemplate(ctx, user, params.id, params.formId),
  }));
}
