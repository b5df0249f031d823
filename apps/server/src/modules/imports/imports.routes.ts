import {
  importKindParams,
  importTemplateQuery,
  importUsersErrorResponse,
  importUsersResponse,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePermission, requireUser } from '../../platform/auth/guard';
import { notFound } from '../../platform/http/app-error';
import { answerImport, readUpload, sendCsvTemplate } from './import-http';
import { importUsers } from './users-import.service';
import { usersImportTemplate } from './users-import.template';

export const importsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.post(
    '/import/csv/:kind',
    {
      schema: {
        description:
          'CSV import, multipart field `csv_data`; `kind` is `users` here (`import/csv/projects` has its own route, which takes precedence: see it). Users: all or nothing. Headers in English or Finnish (email/sähköposti, name/nimi, phone/puhelin, company_code/yrityksen tunnus, roles/roolit, category/käyttäjäryhmä), `,` `;` or tab separated, UTF-8 with or without BOM. Success `{ data: { created }, code: 200 }`; row problems 422 with `errors.fields` (`row.{n}.{field}`) and `data.errors` [{row, column, field, message, value}]; a file that is not text 422 code 24. Needs the `import` permission; users go only into companies the caller may add users to.',
        params: importKindParams,
        consumes: ['multipart/form-data'],
        response: { 200: importUsersResponse, 422: importUsersErrorResponse },
      },
    },
    async (request, reply) => {
      const user = requirePermission(request, 'import');
      // `projects` never arrives here: its static route (projects-import.routes.ts) wins.
      if (request.params.kind !== 'users') throw notFound('Unknown import.');
      const bytes = await readUpload(request);
      return answerImport(reply, () => importUsers(ctx, user, bytes));
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
      return sendCsvTemplate(reply, lang === 'fi' ? 'kayttajat-malli' : 'users-template', usersImportTemplate(lang));
    },
  );
};
