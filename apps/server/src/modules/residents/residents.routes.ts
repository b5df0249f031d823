import { residentsEndpoints as endpoints } from '@portal/contracts/endpoints/residents';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/endpoint-route';
import * as service from './residents.service';

export function registerResidentsRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  const ok = { data: { ok: true as const } };

  registerEndpoint(app, endpoints.condominiumUsers, async ({ user, params }) =>
    service.listCondominiumPeople(ctx, user, params.id),
  );
  registerEndpoint(app, endpoints.addCondominiumUser, async ({ user, params, body }) => ({
    data: await service.addCondominiumPerson(ctx, user, params.id, body),
  }));
  registerEndpoint(app, endpoints.updateCondominiumUser, async ({ user, params, body }) => ({
    data: await service.setCondominiumRole(ctx, user, { condominiumId: params.id, userId: params.userId }, body.role, {
      onlyMembers: true,
    }),
  }));
  registerEndpoint(app, endpoints.removeCondominiumUser, async ({ user, params }) => {
    await service.removeCondominiumPerson(ctx, user, params.id, params.userId);
    return ok;
  });
  registerEndpoint(app, endpoints.modifyCondominiumRoleGet, async ({ user, params, query }) => ({
    data: await service.setCondominiumRole(ctx, user, { condominiumId: params.id, userId: params.userId }, query.role, {
      onlyMembers: false,
    }),
  }));
  registerEndpoint(app, endpoints.modifyCondominiumRole, async ({ user, params, body }) => ({
    data: await service.setCondominiumRole(ctx, user, { condominiumId: params.id, userId: params.userId }, body.role, {
      onlyMembers: false,
    }),
  }));

  const apartment = (params: { id: number; apartmentId: number }) => ({
    condominiumId: params.id,
    apartmentId: params.apartmentId,
  });
  registerEndpoint(app, endpoints.apartmentUsers, async ({ user, params }) =>
    service.listApartmentResidents(ctx, user, apartment(params)),
  );
  registerEndpoint(app, endpoints.addApartmentUser, async ({ user, params, body }) => ({
    data: await service.addApartmentResident(ctx, user, apartment(params), body),
  }));
  registerEndpoint(app, endpoints.modifyApartmentRole, async ({ user, params, body }) => ({
    data: await service.setApartmentRole(ctx, user, { ...apartment(params), userId: params.userId }, body.role),
  }));
  registerEndpoint(app, endpoints.allowedApartmentRoles, async ({ user, params }) => ({
    data: await service.allowedApartmentRoles(ctx, user, apartment(params)),
  }));
  registerEndpoint(app, endpoints.removeApartmentUser, async ({ user, params }) => {
    await service.removeApartmentResident(ctx, user, { ...apartment(params), userId: params.userId });
    return ok;
  });
  registerEndpoint(app, endpoints.myApartments, async ({ user }) => ({
    data: await service.listMyApartments(ctx, user),
  }));
  registerEndpoint(app, endpoints.myCondominiums, async ({ user }) => ({
    data: await service.listMyCondominiums(ctx, user),
  }));
}
