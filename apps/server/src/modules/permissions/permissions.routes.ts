import {
  grantRolePermissionRequest,
  ownerRolePermissionsResponse,
  paginationQuery,
  roleListQuery,
  roleListResponse,
  rolePermissionCellResponse,
  rolePermissionParams,
  rolePermissionsResponse,
  typedRoleListResponse,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paged } from '../../platform/http/pagination';
import * as service from './permissions.service';
import { requireMatrixReader, requireMatrixWriter } from './permissions-access';

const READERS = 'Owner-managers.';
const WRITERS = 'Owner-managers holding permissions_manage or roles.manage. Applies from each user’s next request.';

export const permissionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    '/rolepermissions',
    {
      schema: {
        description: `The permission matrix: every permission (name and p: label) and the columns employee, editor, manager and each typed role with what they hold. ${READERS}`,
        response: { 200: rolePermissionsResponse },
      },
    },
    async (request) => {
      requireMatrixReader(request);
      return { data: await service.matrix(ctx) };
    },
  );

  app.get(
    '/rolepermissions_owner',
    {
      schema: {
        description: `The column of the global owner role. ${READERS}`,
        response: { 200: ownerRolePermissionsResponse },
      },
    },
    async (request) => {
      requireMatrixReader(request);
      return { data: await service.ownerColumn(ctx) };
    },
  );

  app.post(
    '/rolepermissions',
    {
      schema: {
        description: `Grants a permission (either spelling) to a column (employee, editor, manager, owner or a typed role); 422 for an unknown role or permission. ${WRITERS}`,
        body: grantRolePermissionRequest,
        response: { 200: rolePermissionCellResponse },
      },
    },
    async (request) => {
      requireMatrixWriter(request);
      return { data: await service.grant(ctx, request.body) };
    },
  );

  app.delete(
    '/rolepermissions/:role/permission/:name',
    {
      schema: {
        description: `Revokes a permission (either spelling) from a column; 404 for an unknown role or permission. ${WRITERS}`,
        params: rolePermissionParams,
        response: { 200: rolePermissionCellResponse },
      },
    },
    async (request) => {
      requireMatrixWriter(request);
      return { data: await service.revoke(ctx, request.params.role, request.params.name) };
    },
  );

  app.get(
    '/roles',
    {
      schema: {
        description: `The companies' own role rows (employee, editor, manager of each company) with their ids, for content permissions; optional \`company_id\`. ${READERS}`,
        querystring: roleListQuery,
        response: { 200: roleListResponse },
      },
    },
    async (request) => {
      requireMatrixReader(request);
      const { rows, total } = await service.listCompanyRoles(ctx, request.query);
      return paged(request.query, rows, total);
    },
  );

  app.get(
    '/roles_typed',
    {
      schema: {
        description: `The typed roles (company type × role), the typed columns of the matrix. ${READERS}`,
        querystring: paginationQuery,
        response: { 200: typedRoleListResponse },
      },
    },
    async (request) => {
      requireMatrixReader(request);
      const { rows, total } = await service.listTypedRoles(ctx, request.query);
      return paged(request.query, rows, total);
    },
  );
};
