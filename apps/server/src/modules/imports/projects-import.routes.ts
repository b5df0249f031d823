import { ErrorCode, importProjectsErrorResponse, importProjectsResponse, importTemplateQuery } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isOwnerManager, requirePermission, requireUser } from '../../platform/auth/guard';
import { AppError, forbidden } from '../../platform/http/app-error';
import { importProjects } from './projects-import.service';
import { projectsImportTemplate } from './projects-import.template';
import { ImportRejected } from './users-import.service';

const chooseFile = () => new AppError(422, ErrorCode.checkInputs, 'Choose a CSV file.', { csv_data: ['required'] });

/** The bytes of the multipart file field `csv_data`. */
async function readUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw chooseFile();
  const file = await request.file();
  if (file?.fieldname !== 'csv_data') throw chooseFile();
  return file.toBuffer();
}

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
      try {
        return { data: await importProjects(ctx, bytes), code: 200 as const };
      } catch (error) {
        if (error instanceof ImportRejected) return reply.code(422).send(error.body());
        throw error;
      }
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
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header(
          'Content-Disposition',
          `attachment; filename="${lang === 'fi' ? 'projektit-malli' : 'projects-template'}.csv"`,
        )
        .send(projectsImportTemplate(lang));
    },
  );
};
