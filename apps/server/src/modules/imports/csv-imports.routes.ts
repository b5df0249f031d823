import { csvImportsEndpoints as endpoints } from '@portal/contracts/endpoints/csv-imports';
import type { FastifyInstance } from 'fastify';
import { authorize } from '../../platform/access/gate';
import { notFound } from '../../platform/http/app-error';
import { registerEndpoint } from '../../platform/http/endpoint-route';
import { answerImport, readUpload, sendCsvTemplate } from './import-http';
import { projectsImportTemplate } from './projects-import.template';
import { importUsers } from './users-import.service';
import { usersImportTemplate } from './users-import.template';

const TEMPLATES = {
  users: { en: 'users-template', fi: 'kayttajat-malli', text: usersImportTemplate },
  projects: { en: 'projects-template', fi: 'projektit-malli', text: projectsImportTemplate },
} as const;

/**
 * The users CSV import and the sample file of every import kind. `import/csv/projects` has its own
 * static route (projects-import.routes.ts), which wins over `import/csv/{kind}` here.
 */
export function registerCsvImportsRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  registerEndpoint(app, endpoints.upload, async ({ user, params, request, reply }) => {
    if (params.kind !== 'users') throw notFound('Unknown import.');
    authorize(user, 'upload', { kind: 'usersImport' });
    const bytes = await readUpload(request);
    return answerImport(reply, () => importUsers(ctx, user, bytes));
  });
  registerEndpoint(app, endpoints.template, async ({ params, query, reply }) => {
    const template = TEMPLATES[params.kind];
    return sendCsvTemplate(reply, template[query.lang], template.text(query.lang));
  });
}
