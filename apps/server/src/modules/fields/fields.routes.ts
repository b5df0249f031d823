import { fieldsEndpoints as endpoints } from '@portal/contracts/endpoints/fields';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/endpoint-route';
import { requireGlobalsUser } from '../configuration/globals-guard';
import { presentField, presentKeyword } from './fields.presenter';
import * as repo from './fields.repo';

/** The globals `fields` and `allKeywords`; the documents area adds their administration. */
export function registerFieldsRoutes(app: FastifyInstance): void {
  const { db } = app.ctx;

  registerEndpoint(app, endpoints.list, async ({ user }) => {
    requireGlobalsUser(user);
    return { data: (await repo.findFieldsWithKeywords(db)).map(presentField) };
  });

  registerEndpoint(app, endpoints.allKeywords, async ({ user }) => {
    requireGlobalsUser(user);
    return { data: (await repo.findAllKeywords(db)).map(presentKeyword) };
  });
}
