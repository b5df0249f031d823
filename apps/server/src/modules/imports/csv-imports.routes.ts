import { csvImportsEndpoints as endpoints } from '@portal/contracts/endpoints/csv-imports';
import type { FastifyInstance } from 'fastify';
import { authorize } from '../../platform/access/gate';
import { notFound } from '../../platform/http/app-error';
import { registerEndpoint } from '../../platform/http/endpoint-route';
import { answerImport, readUpload, sendCsvTemplate } from './import-http';
import { importUsers } from './users-import.service';
import { usersImportTemplate } from './users-import.template';

const USERS_TEMPLATE_NAMES = { en: 'users-template', fi: 'kayttajat-malli' } as const;

/**
 * The users CSV import and its sample file, on the import routes every kind shares. The projects
 * import has static routes of its own (`import/csv/projects`, `.../projects/template` in
 * projects-import.routes.ts), which win over `import/csv/{kind}` here, so only `users` arrives.
 */
export function registerCsvImportsRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  registerEndpoint(app, endpoints.upload, async ({ user, params, request, reply }) => {
    if (params.kind !== 'users') throw notFound('Unknown import.');
    authorize(user, 'upload', { kind: 'usersImport' });
    const bytes = await readUpload(request);
    return answerImport(reply, () => importUsers(ctx, user, bytes));
  });
  registerEndpoint(app, endpoints.template, async ({ user, params, query, reply }) => {
    if (params.kind !== 'users') throw notFound('Unknown import.');
    authorize(user, 'template', { kind: 'usersImport' });
    return sendCsvTemplate(reply, USERS_TEMPLATE_NAMES[query.lang], usersImportTemplate(query.lang));
  });
}
