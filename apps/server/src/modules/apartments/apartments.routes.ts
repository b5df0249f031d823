import { apartmentsEndpoints as endpoints } from '@portal/contracts/endpoints/apartments';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/endpoint-route';
import * as service from './apartments.service';

export function registerApartmentsRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  registerEndpoint(app, endpoints.list, async ({ user, params }) => service.listApartments(ctx, user, params.id));
  registerEndpoint(app, endpoints.ofCondominium, async ({ user, params }) =>
    service.listApartments(ctx, user, params.id),
  );
  registerEndpoint(app, endpoints.create, async ({ user, params, body }) => ({
    data: await service.createApartment(ctx, user, params.id, body),
  }));
  registerEndpoint(app, endpoints.get, async ({ user, params }) => ({
    data: await service.getApartment(ctx, user, params.id, params.apartmentId),
  }));
  registerEndpoint(app, endpoints.delete, async ({ user, params }) => {
    await service.deleteApartment(ctx, user, params.id, params.apartmentId);
    return { data: { ok: true as const } };
  });
  registerEndpoint(app, endpoints.condominium, async ({ user, params }) => ({
    data: await service.getApartmentCondominium(ctx, user, params.id),
  }));
}
