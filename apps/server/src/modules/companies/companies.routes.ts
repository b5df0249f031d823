import {
  companyListQuery,
  companyListResponse,
  companyResponse,
  createCompanyRequest,
  idParam,
  okResult,
  updateCompanyRequest,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paged } from '../../platform/http/pagination';
import * as service from './companies.service';
import { assertCompanyAdmin, assertMayManageCompany } from './company-access';

const ADMIN = 'Owner-managers holding companies.manage.';
const MANAGEMENT = `${ADMIN} Also the company's own manager or Super (/company-management/{id}); 404 for users outside the company.`;

export const companiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    '/companies',
    {
      schema: {
        description: `Companies sorted by name; \`search\` matches name or code. ${ADMIN}`,
        querystring: companyListQuery,
        response: { 200: companyListResponse },
      },
    },
    async (request) => {
      assertCompanyAdmin(request.user);
      const { rows, total } = await service.listCompanies(ctx, request.query);
      return paged(request.query, rows, total);
    },
  );

  app.post(
    '/companies',
    {
      schema: {
        description: `Creates a company with its employee, editor and manager roles. 409 code 14 (field code) when the code is in use, regardless of case. ${ADMIN}`,
        body: createCompanyRequest,
        response: { 201: companyResponse },
      },
    },
    async (request, reply) => {
      assertCompanyAdmin(request.user);
      const data = await service.createCompany(ctx, request.body);
      return reply.code(201).send({ data });
    },
  );

  app.get(
    '/companies/:id',
    {
      schema: {
        description: `A company with its roles. ${MANAGEMENT}`,
        params: idParam,
        response: { 200: companyResponse },
      },
    },
    async (request) => {
      assertMayManageCompany(request.user, request.params.id);
      return { data: await service.getCompany(ctx, request.params.id) };
    },
  );

  app.put(
    '/companies/:id',
    {
      schema: {
        description: `Edits name and code (409 code 14 when the code is in use); the type only for the administration (403 otherwise). ${MANAGEMENT}`,
        params: idParam,
        body: updateCompanyRequest,
        response: { 200: companyResponse },
      },
    },
    async (request) => {
      const user = assertMayManageCompany(request.user, request.params.id);
      return { data: await service.updateCompany(ctx, user, request.params.id, request.body) };
    },
  );

  app.delete(
    '/companies/:id',
    {
      schema: {
        description: `Deletes a company. 409 code 14 while it has users (or projects). ${ADMIN} Company managers may not (403).`,
        params: idParam,
        response: { 200: okResult },
      },
    },
    async (request) => {
      assertCompanyAdmin(request.user, request.params.id);
      await service.deleteCompany(ctx, request.params.id);
      return { data: { ok: true as const } };
    },
  );
};
