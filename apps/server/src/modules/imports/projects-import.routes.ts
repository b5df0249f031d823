import { projectsImportEndpoints as endpoints } from '@portal/contracts/endpoints/projects-import';
import type { FastifyError, FastifyInstance } from 'fastify';
import { authorize } from '../../platform/access/gate';
import { PROJECTS } from '../../platform/access/policies/projects.policy';
import { registerEndpoint } from '../../platform/http/endpoint-route';
import { readUpload, sendCsvTemplate } from './import-http';
import { ImportRejected } from './import-rejected';
import { importProjects } from './projects-import.service';
import { projectsImportTemplate } from './projects-import.template';

/**
 * The projects CSV import. Its path is static, so it takes precedence over the users import's
 * `import/csv/{kind}` route, which answers the other kinds.
 */
export function registerProjectsImportRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  app.register(async (scope) => {
    // A refused file lists every problem: 422 with `data.errors` beside the usual error body.
    scope.setErrorHandler((error: FastifyError | ImportRejected, _request, reply) => {
      if (error instanceof ImportRejected) return reply.code(422).send(error.body());
      throw error;
    });
    registerEndpoint(scope, endpoints.import, async ({ user, request }) => {
      authorize(user, 'import', PROJECTS);
      const bytes = await readUpload(request);
      return { data: await importProjects(ctx, bytes), code: 200 as const };
    });
  });
  registerEndpoint(app, endpoints.template, async ({ user, query, reply }) => {
    authorize(user, 'importTemplate', PROJECTS);
    const { lang } = query;
    return sendCsvTemplate(
      reply,
      lang === 'fi' ? 'projektit-malli' : 'projects-template',
      projectsImportTemplate(lang),
    );
  });
}
