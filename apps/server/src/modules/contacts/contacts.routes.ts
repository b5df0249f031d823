import { contactsEndpoints as endpoints } from '@portal/contracts/endpoints/contacts';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/endpoint-route';
import * as service from './contacts.service';

export function registerContactsRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  registerEndpoint(app, endpoints.list, async ({ user, params }) => service.listContacts(ctx, user, params.id));
  registerEndpoint(app, endpoints.create, async ({ user, params, body }) => ({
    data: await service.createContact(ctx, user, params.id, body),
  }));
  registerEndpoint(app, endpoints.update, async ({ user, params, body }) => ({
    data: await service.updateContact(ctx, user, params.id, params.contactId, body),
  }));
  registerEndpoint(app, endpoints.delete, async ({ user, params }) => {
    await service.deleteContact(ctx, user, params.id, params.contactId);
    return { data: { ok: true as const } };
  });
}
