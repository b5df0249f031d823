import { defineEndpoint } from '../http/endpoint';
import { importTemplateQuery } from '../imports';
import { importProjectsResponse } from '../projects';

/** The projects CSV import (spec part 3 "Import"; DECISIONS.md "Answers": `{ data, code: 200 }`). */
export const projectsImportEndpoints = {
  import: defineEndpoint({
    method: 'POST',
    path: 'import/csv/projects',
    area: 'imports',
    summary: 'Imports projects from CSV',
    description:
      'Projects CSV import, multipart field `csv_data`, all or nothing. Headers in English or Finnish: code/koodi, name/nimi, type/tyyppi (condominium, infrastructure, marine or taloyhtiöhanke, infrahanke, vesirakennushanke), subtype/alatyyppi (name or id; empty: the default subtype), status/tila (slug, Finnish slug word, name, code or id; empty: `imported`), coordinates/koordinaatit (`lat,lng`). `,` `;` or tab separated, UTF-8 with or without BOM. Each project gets its subtype default folders and automatic schedule entries. Success `{ data: { created }, code: 200 }`; row problems 422 with `errors.fields` (`row.{n}.{field}`) and `data.errors` [{row, column, field, message, value}]. Needs `import` and projects.manage, and owner-manager (as creating a project does).',
    multipart: true,
    files: ['csv_data'],
    response: importProjectsResponse,
    serves: 'POST import/csv/{kind}',
  }),
  template: defineEndpoint({
    method: 'GET',
    path: 'import/csv/projects/template',
    area: 'imports',
    summary: 'Sample file of the projects import',
    description:
      'Chosen path: the sample file of the projects import, as text/csv. `lang=en` (default): English headers, `,` separated; `lang=fi`: Finnish headers and type names, `;` separated. Any signed-in user (the /import page is open to all).',
    query: importTemplateQuery,
    response: 'file',
    addition: 'the sample file offered on the import page',
  }),
};
