import { defineEndpoint } from '../http/endpoint';
import { importKindParams, importTemplateQuery, importUsersResponse } from '../imports';

/**
 * The CSV imports of the /import page (spec part 2 §5): the users import and the sample files of
 * every kind. `import/csv/projects` is declared with the projects import; its static path wins.
 */
export const csvImportsEndpoints = {
  upload: defineEndpoint({
    method: 'POST',
    path: 'import/csv/{kind}',
    area: 'imports',
    summary: 'Imports users from a CSV file',
    description:
      'CSV import, multipart field `csv_data`; `kind` is `users` here (`import/csv/projects` has its own route, which takes precedence). The file name must end in `.csv` (422 code 8). Users: all or nothing. Headers in English or Finnish (email/sähköposti, name/nimi, phone/puhelin, company_code/yrityksen tunnus, roles/roolit, category/käyttäjäryhmä), `,` `;` or tab separated, UTF-8 with or without BOM. Success `{ data: { created }, code: 200 }`; row problems 422 code 8 with `errors.fields` (`row.{n}.{field}`) and `data.errors` [{row, column, field, message, value}]; a file that is not text 422 code 24; a broken multipart body 422 code 8. Needs the `import` permission; users go only into companies the caller may add users to, and a company the caller may not use answers the same `company-not-found` as one that does not exist.',
    params: importKindParams,
    multipart: true,
    files: ['csv_data'],
    response: importUsersResponse,
  }),
  template: defineEndpoint({
    method: 'GET',
    path: 'import/csv/{kind}/template',
    area: 'imports',
    summary: 'An import sample file',
    description:
      'The sample file of an import, as text/csv; `kind` is `users` here (`import/csv/projects/template` is declared with the projects import; its static path wins). `lang=en` (default): English headers, `,` separated; `lang=fi`: Finnish headers, `;` separated as Finnish Excel writes them. Any signed-in user (the /import page is open to all).',
    params: importKindParams,
    query: importTemplateQuery,
    response: 'file',
    addition: 'the /import page offers a sample file for each import',
  }),
};
