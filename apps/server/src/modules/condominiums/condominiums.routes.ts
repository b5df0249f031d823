import { ErrorCode } from '@portal/contracts';
import {
  apartmentTemplatesEndpoints,
  condominiumsEndpoints as endpoints,
} from '@portal/contracts/endpoints/condominiums';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/http/app-error';
import { registerEndpoint } from '../../platform/http/endpoint-route';
import { paged } from '../../platform/http/pagination';
import { STORED_FILE_CSP } from '../../platform/http/security-headers';
import * as templates from './apartment-templates.service';
import * as photos from './condominium-photo.service';
import * as service from './condominiums.service';

const ok = { data: { ok: true as const } };

export function registerCondominiumsRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  registerEndpoint(app, endpoints.info, async ({ user }) => ({ data: await service.condominiumsInfo(ctx, user) }));
  registerEndpoint(app, endpoints.list, async ({ user, query }) => {
    const { rows, total } = await service.listCondominiums(ctx, user, query);
    return { ...paged(query, rows, total), can: { create: service.canCreate(user) } };
  });
  registerEndpoint(app, endpoints.create, async ({ user, body }) => ({
    data: await service.createCondominium(ctx, user, body),
  }));
  registerEndpoint(app, endpoints.get, async ({ user, params }) => ({
    data: await service.getCondominium(ctx, user, params.id),
  }));
  registerEndpoint(app, endpoints.update, async ({ user, params, body }) => ({
    data: await service.updateCondominium(ctx, user, params.id, body),
  }));
  registerEndpoint(app, endpoints.delete, async ({ user, params }) => {
    await service.deleteCondominium(ctx, user, params.id);
    return ok;
  });
  registerEndpoint(app, endpoints.projects, async ({ user, params }) => ({
    data: await service.listCondominiumProjects(ctx, user, params.id),
  }));
  registerEndpoint(app, endpoints.linkProject, async ({ user, body }) => ({
    data: await service.linkProject(ctx, user, body),
  }));

  registerEndpoint(app, endpoints.photo, async ({ user, params, reply }) => {
    const { stream, mime } = await photos.openPhoto(ctx, user, params.id);
    return reply
      .header('Content-Type', mime)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', STORED_FILE_CSP)
      .send(stream);
  });
  registerEndpoint(app, endpoints.savePhoto, async ({ user, params, request }) => {
    await photos.savePhoto(ctx, user, params.id, async () => {
      const file = await request.file();
      if (file?.fieldname !== photos.PHOTO_FIELD) {
        throw new AppError(422, ErrorCode.checkInputs, 'Choose a file.', { [photos.PHOTO_FIELD]: ['required'] });
      }
      return { fileName: file.filename, bytes: await file.toBuffer() };
    });
    return ok;
  });
  registerEndpoint(app, endpoints.deletePhoto, async ({ user, params }) => {
    await photos.removePhoto(ctx, user, params.id);
    return ok;
  });

  const tpl = apartmentTemplatesEndpoints;
  registerEndpoint(app, tpl.list, async ({ user, params }) => templates.listTemplates(ctx, user, params.id));
  registerEndpoint(app, tpl.create, async ({ user, params, body }) => ({
    data: await templates.createTemplate(ctx, user, params.id, body.name),
  }));
  registerEndpoint(app, tpl.get, async ({ user, params }) => ({
    data: await templates.getTemplate(ctx, user, params.id, params.templateId),
  }));
  registerEndpoint(app, tpl.update, async ({ user, params, body }) => ({
    data: await templates.renameTemplate(ctx, user, params.id, params.templateId, body.name),
  }));
  registerEndpoint(app, tpl.delete, async ({ user, params }) => {
    await templates.deleteTemplate(ctx, user, params.id, params.templateId);
    return ok;
  });
}
