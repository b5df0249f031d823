import {
  ErrorCode,
  importKindParams,
  importTemplateQuery,
  importUsersErrorResponse,
  importUsersResponse,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePermission, requireUser } from '../../platform/auth/guard';
import { AppError, notFound } from '../../platform/http/app-error';
import { ImportRejected, importUsers } from './users-import.service';
import { usersImportTemplate } from './users-import-template';

const chooseFile = () => new AppError(422, ErrorCode.checkInputs, 'Choose a CSV file.', { csv_data: ['required'] });

/** The bytes of the multipart file field `csv_data`. */
async function readUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw chooseFile();
  const file = await request.file();
  if (file?.fieldname !== 'csv_data') throw chooseFile();
  return file.toBuffer();
}

export const importsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.post(
    '/import/csv/:kind',
    {
      schema: {
        description:
          'CSV import, multipart field `csv_data`; `kind` is `users` (the projects import arrives with the projects issue; until then 404). Users: all or nothing. Headers in English or Finnish (email/sähköposti, name/nimi, phone/puhelin, company_code/yrityksen tunnus, roles/roolit, category/käyttäjäryhmä), `,` `;` or tab separated, UTF-8 with or without BOM. Success `{ data: { created }, code: 200 }`; row problems 422 with `errors.fields` (`row.{n}.{field}`) and `data.errors` [{row, column, field, message, value}]; a file that is not text 422 code 24. Needs the `import` permission; users go only into companies the caller may add users to.',
        params: importKindParams,
        consumes: ['multipart/form-data'],
        response: { 200: importUsersResponse, 422: importUsersErrorResponse },
      },
    },
    async (request, reply) => {
      const user = requirePermission(request, 'import');
      // The projects issue adds its importer here (same multipart field, same answers).
      if (request.params.kind !== 'users') throw notFound('This import is not available yet.');
      const bytes = await readUpload(request);
      try {
        return { data: await importUsers(ctx, user, bytes), code: 200 as const };
      } catch (error) {
        if (error instanceof ImportRejected) return reply.code(422).send(error.body());
        throw error;
      }
    },
  );

  app.get(
    '/import/csv/users/template',
    {
      schema: {
        description:
          'Chosen path: the sample file of the users import, as text/csv. `lang=en` (default): English headers, `,` separated; `lang=fi`: Finnish headers, `;` separated. Any signed-in user (the /import page is open to all).',
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
          `attachment; filename="${lang === 'fi' ? 'kayttajat-malli' : 'users-template'}.csv"`,
        )
        .send(usersImportTemplate(lang));
    },
  );
};
