import { materialSelectionsEndpoints as endpoints } from '@portal/contracts/endpoints/material-selections';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/endpoint-route';
import * as service from './material-selections.service';
import * as submissions from './submissions.service';

export function registerMaterialSelectionsRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  registerEndpoint(app, endpoints.apartmentForms, async ({ user, params }) => ({
    data: await service.apartmentForms(ctx, user, params.id, params.apartmentId),
  }));
  registerEndpoint(app, endpoints.templateFormsWithSubmissions, async ({ user, params }) => ({
    data: await service.templateFormsWithSubmissions(ctx, user, params.id, params.apartmentId),
  }));
  registerEndpoint(app, endpoints.list, async ({ user, params }) =>
    service.listSelections(ctx, user, params.id, params.apartmentId),
  );
  registerEndpoint(app, endpoints.ofForm, async ({ user, params }) =>
    service.listSelections(ctx, user, params.id, params.apartmentId, params.formId),
  );
  registerEndpoint(app, endpoints.create, async ({ user, params, body }) => ({
    data: await service.createSelection(ctx, user, params.id, params.apartmentId, body),
  }));
  registerEndpoint(app, endpoints.save, async ({ user, params, body }) =>
    service.saveSelections(ctx, user, params.id, params.apartmentId, body),
  );
  registerEndpoint(app, endpoints.delete, async ({ user, params }) => {
    await service.deleteSelection(ctx, user, params.id, params.apartmentId, params.selectionId);
    return { data: { ok: true as const } };
  });
  registerEndpoint(app, endpoints.createSubmission, async ({ user, body }) => ({
    data: await submissions.createSubmission(ctx, user, body),
  }));
  registerEndpoint(app, endpoints.getSubmission, async ({ user, params }) => ({
    data: await submissions.getSubmission(ctx, user, params.apartmentId, params.formId),
  }));
  registerEndpoint(app, endpoints.submissionsOfApartment, async ({ user, params }) => ({
    data: await submissions.submissionsOfApartment(ctx, user, params.id),
  }));
  registerEndpoint(app, endpoints.setSubmissionStatus, async ({ user, params, body }) => ({
    data: await submissions.setSubmissionStatus(ctx, user, params.id, body.status),
  }));
  registerEndpoint(app, endpoints.updateSubmission, async ({ user, params, body }) => ({
    data: await submissions.setSubmissionStatus(ctx, user, params.id, body.status),
  }));
  registerEndpoint(app, endpoints.deleteSubmission, async ({ user, params }) => {
    await submissions.deleteSubmission(ctx, user, params.id);
    return { data: { ok: true as const } };
  });
}
