import { z } from 'zod';
import { codeEnvelope } from './envelope';

/**
 * Columns of the users CSV import (POST import/csv/users, multipart field `csv_data`). Headers are
 * matched without regard to case or surrounding spaces, in English or Finnish; the order is free.
 */
export const USER_IMPORT_COLUMNS = [
  { key: 'email', required: true, headers: ['email', 'sähköposti'] },
  { key: 'name', required: true, headers: ['name', 'nimi'] },
  { key: 'phone', required: false, headers: ['phone', 'puhelin'] },
  { key: 'company_code', required: true, headers: ['company_code', 'yrityksen tunnus'] },
  { key: 'roles', required: false, headers: ['roles', 'roolit'] },
  { key: 'category', required: false, headers: ['category', 'käyttäjäryhmä'] },
] as const;
export type UserImportColumn = (typeof USER_IMPORT_COLUMNS)[number]['key'];

/**
 * Role names a `roles` cell may hold, several separated by `;`, `,` or `|` (quote the cell when the
 * file itself uses that separator). Employee always comes with membership.
 */
export const USER_IMPORT_ROLE_NAMES: Record<string, 'employee' | 'editor' | 'manager'> = {
  employee: 'employee',
  editor: 'editor',
  manager: 'manager',
  työntekijä: 'employee',
  editori: 'editor',
  muokkaaja: 'editor',
  esihenkilö: 'manager',
  esimies: 'manager',
  päällikkö: 'manager',
};

/** Most data rows one file may hold (the import runs in one transaction). */
export const USER_IMPORT_MAX_ROWS = 5000;

/**
 * One problem of an import. `row` is the line number as a spreadsheet shows it (the header is row
 * 1, so the first user is row 2; 0 for the file as a whole); `column` the header as written in the
 * file and `field` its canonical key (null when the problem is not about one cell); `message` a
 * translation key (`email-invalid`, `email-in-use`, `required`, ...); `value` the offending cell.
 */
export const importRowError = z.object({
  row: z.number().int(),
  column: z.string().nullable(),
  field: z.string().nullable(),
  message: z.string(),
  value: z.string().nullable(),
});
export type ImportRowError = z.infer<typeof importRowError>;

/** Success: `{ data: { created }, code: 200 }` as the spec's client reads it. */
export const importUsersResponse = codeEnvelope(z.object({ created: z.number().int() }));

/**
 * A refused import (422; nothing is saved): the usual error body, with `errors.fields` keyed
 * `row.{row}.{field}` (`csv_data` for the file), plus `data.errors` as a flat list for a table.
 * File-level refusals (no file or not `.csv`: field `csv_data`; not text: code 24; unreadable CSV)
 * come without `data`. Readers check each row with `importRowError` and drop rows that do not fit.
 */
export const importRejectedRows = z.object({ data: z.object({ errors: z.array(z.unknown()) }) });

/** POST import/csv/{kind}: `users` and `projects` (the projects import has its own static route). */
export const IMPORT_KINDS = ['users', 'projects'] as const;
export const importKindParams = z.object({ kind: z.enum(IMPORT_KINDS) });

/** GET import/csv/{kind}/template?lang=fi: the sample file (Finnish: `;` separated, as Finnish Excel writes). */
export const importTemplateQuery = z.object({ lang: z.enum(['en', 'fi']).default('en') });
