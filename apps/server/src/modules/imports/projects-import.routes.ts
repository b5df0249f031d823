import { importProjectsErrorResponse, importProjectsResponse, importTemplateQuery } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isOwnerManager, requirePermission, requireUser } from '../../platform/auth/guard';
import { forbidden } from '../../platform/http/app-error';
import { answerImport, readUpload, sendCsvTemplate } from './import-http';
import { importProjects } from './projects-import.service';
import { projectsImportTemplate } from './projects-import.template';

/**
 * The projects CSV import. Its path is static, so it takes precedence over the users import's
 * `import/csv/:kind` route, which answers the other kinds.
 */
export const projectsImportRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.post(
    '/import/csv/projects',
    {
      schema: {
        description:
          'Projects CSV import, multipart field `csv_data`, all or nothing. Headers in English or Finnish: code/koodi, name/nimi, type/tyyppi (condominium, infrastructure, marine or taloyhtiöhanke, infrahanke, vesirakennushanke), subtype/alatyyppi (name or id; empty: the default subtype), status/tila (slug, Finnish slug word, name, code or id; empty: `imported`), coordinates/koordinaatit (`lat,lng`). `,` `;` or tab separated, UTF-8 with or without BOM. Each project gets its subtype default folders and automatic schedule entries. Success `{ data: { created }, code: 200 }`; row problems 422 with `errors.fields` (`row.{n}.{field}`) and `data.errors` [{row, column, field, message, value}]. Needs `import` and projects.manage, and owner-manager (as creating a project does).',
        consumes: ['multipart/form-data'],
        response: { 200: importProjectsResponse, 422: importProjectsErrorResponse },
      },
    },
    async (request, reply) => {
      const user = requirePermission(request, 'import', 'projects.manage');
      if (!isOwnerManager(user)) throw forbidden();
      const bytes = await readUpload(request);
      return answerImport(reply, () => importProjects(ctx, bytes));
    },
  );

  app.get(
    '/import/csv/projects/template',
    {
      schema: {
        description:
          'Chosen path: the sample file of the projects import, as text/csv. `lang=en` (default): English headers, `,` separated; `lang=fi`: Finnish headers and type names, `;` separated. Any signed-in user (the /import page is open to all).',
        querystring: importTemplateQuery,
        produces: ['text/csv'],
        response: { 200: { content: { 'text/csv': { schema: z.string() } } } },
      },
    },
    async (request, reply) => {
      requireUser(request);
      const { lang } = request.query;
      return sendCsvTemplate(
        reply,
        lang === 'fi' ? 'projektit-malli' : 'projects-template',
        projectsImportTemplate(lang),
      );
    },
  );
};
