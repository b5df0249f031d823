import {
  type ImportRowError,
  PROJECT_CODE_MAX_LENGTH,
  PROJECT_IMPORT_COLUMNS,
  PROJECT_IMPORT_MAX_ROWS,
  PROJECT_STATUS_SLUGS_FI,
  PROJECT_TYPE_NAMES_FI,
  PROJECT_TYPES,
  type ProjectImportColumn,
  type ProjectType,
  parseCoordinatesCell,
} from '@portal/contracts';
import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../platform/db/client';
import { findCondominiumsByNameOrId } from '../condominiums/condominiums.repo';
import { findAllStatuses, type ProjectStatusRecord } from '../project-statuses/project-statuses.repo';
import { findAllSubtypes, type ProjectSubtypeRecord } from '../project-subtypes/project-subtypes.repo';
import { createProjects, type NewProjectInput } from '../projects/project-creation.repo';
import { findCodesInUse } from '../projects/projects.repo';
import { type CsvColumns, csvColumnReader } from './csv-columns';
import { type CsvTable, parseCsvTable, readCsvText } from './csv-reader';
import { ImportRejected } from './import-rejected';

/** Headers of the projects import, read as the users import reads its own. */
const projectColumns = csvColumnReader(PROJECT_IMPORT_COLUMNS);

type Columns = CsvColumns<ProjectImportColumn>;

interface ImportLookups {
  statuses: ProjectStatusRecord[];
  importedStatus: ProjectStatusRecord | undefined;
  subtypes: ProjectSubtypeRecord[];
  defaultSubtype: ProjectSubtypeRecord | undefined;
  codesInUse: Set<string>;
  condominiums: { id: number; name: string }[];
}

/**
 * The status of a row with an empty status cell: `imported`, else the `active` status new projects
 * start with (when `imported` is gone or made inactive). An inactive one is still returned when it
 * is all there is, so the row says `status-inactive` rather than `no-default-status`.
 */
function findImportedStatus(statuses: ProjectStatusRecord[]): ProjectStatusRecord | undefined {
  const candidates = ['imported', 'active'].flatMap((slug) => statuses.filter((s) => s.slug === slug));
  return candidates.find((s) => s.isActive) ?? candidates[0];
}

/** Everything the rows are checked against, in three queries whatever the file's length. */
async function findImportLookups(db: DbOrTx, codes: string[], condominiumKeys: string[]): Promise<ImportLookups> {
  const [statuses, subtypes, codesInUse, condominiums] = await Promise.all([
    findAllStatuses(db),
    findAllSubtypes(db),
    findCodesInUse(db, codes),
    findCondominiumsByNameOrId(db, condominiumKeys),
  ]);
  return {
    statuses,
    importedStatus: findImportedStatus(statuses),
    subtypes,
    defaultSubtype: subtypes.find((s) => s.isDefault),
    codesInUse,
    condominiums,
  };
}

/** A condominium by name (regardless of case) or id; a name wins over an id that reads the same. */
function findCondominium(lookups: ImportLookups, text: string) {
  const lower = text.toLowerCase();
  return (
    lookups.condominiums.find((c) => c.name.toLowerCase() === lower) ??
    lookups.condominiums.find((c) => String(c.id) === text)
  );
}

/** English or Finnish type names, without regard to case. */
function parseType(text: string): ProjectType | undefined {
  const lower = text.toLowerCase();
  return (PROJECT_TYPES as readonly string[]).includes(lower) ? (lower as ProjectType) : PROJECT_TYPE_NAMES_FI[lower];
}

/** A status by slug, its Finnish word, name, code or id; an empty cell is the `imported` status. */
function findStatus(lookups: ImportLookups, text: string) {
  if (!text) return lookups.importedStatus;
  const lower = text.toLowerCase();
  const slug = PROJECT_STATUS_SLUGS_FI[lower] ?? lower;
  return lookups.statuses.find(
    (s) =>
      s.slug === slug ||
      s.name.toLowerCase() === lower ||
      (s.code !== null && s.code.toLowerCase() === lower) ||
      String(s.id) === text,
  );
}

function findSubtype(lookups: ImportLookups, text: string) {
  if (!text) return lookups.defaultSubtype;
  const lower = text.toLowerCase();
  return lookups.subtypes.find((s) => s.name.toLowerCase() === lower || String(s.id) === text);
}

/** Checks every row in a constant number of queries and collects every problem, so one answer shows them all. */
async function validateRows(
  ctx: AppContext,
  table: CsvTable,
  columns: Columns,
  errors: ImportRowError[],
): Promise<NewProjectInput[]> {
  const cell = (cells: string[], key: ProjectImportColumn) => {
    const c = columns[key];
    return c ? (cells[c.index] ?? '').trim() : '';
  };
  const lookups = await findImportLookups(
    ctx.db,
    table.rows.map((r) => cell(r.cells, 'code')).filter(Boolean),
    table.rows.map((r) => cell(r.cells, 'condominium')).filter(Boolean),
  );
  const enabled = ctx.config.PROJECT_TYPES;
  const seen = new Set<string>();
  const records: NewProjectInput[] = [];

  for (const { row, cells } of table.rows) {
    const before = errors.length;
    const problem = (field: ProjectImportColumn | null, message: string, value: string | null) =>
      errors.push({ row, column: field ? (columns[field]?.header ?? field) : null, field, message, value });
    const extra = cells.slice(table.header.length).find((c) => c !== '');
    if (extra !== undefined) problem(null, 'too-many-cells', extra);

    const code = cell(cells, 'code');
    if (!code) problem('code', 'required', null);
    else if (code.length > PROJECT_CODE_MAX_LENGTH) problem('code', 'too-long', code);
    else if (lookups.codesInUse.has(code.toLowerCase())) problem('code', 'project-code-in-use', code);
    else if (seen.has(code.toLowerCase())) problem('code', 'duplicate-in-file', code);
    if (code) seen.add(code.toLowerCase());

    const name = cell(cells, 'name');
    if (!name) problem('name', 'required', null);
    else if (name.length > 255) problem('name', 'too-long', name);

    const typeText = cell(cells, 'type');
    const type = parseType(typeText);
    if (!typeText) problem('type', 'required', null);
    else if (!type) problem('type', 'project-type-unknown', typeText);
    else if (!enabled.includes(type)) problem('type', 'project-type-not-enabled', typeText);

    const subtypeText = cell(cells, 'subtype');
    const subtype = findSubtype(lookups, subtypeText);
    if (!subtype) problem('subtype', subtypeText ? 'subtype-not-found' : 'no-default-subtype', subtypeText || null);

    const statusText = cell(cells, 'status');
    const status = findStatus(lookups, statusText);
    if (!status) problem('status', statusText ? 'status-not-found' : 'no-default-status', statusText || null);
    else if (!status.isActive) problem('status', 'status-inactive', statusText);

    const coordinatesText = cell(cells, 'coordinates');
    const coordinates = parseCoordinatesCell(coordinatesText);
    if (coordinates === undefined) problem('coordinates', 'coordinates-invalid', coordinatesText);

    const condominiumText = cell(cells, 'condominium');
    const condominium = condominiumText ? findCondominium(lookups, condominiumText) : undefined;
    if (condominiumText && !condominium) problem('condominium', 'condominium-not-found', condominiumText);
    else if (condominiumText && type && type !== 'condominium') {
      problem('condominium', 'condominium-needs-condominium-type', condominiumText);
    }

    if (errors.length === before && type && subtype && status && coordinates !== undefined) {
      records.push({
        code,
        name,
        type,
        projectSubtypeId: subtype.id,
        status,
        coordinates,
        condominiumId: condominium?.id ?? null,
      });
    }
  }
  return records;
}

/**
 * POST import/csv/projects: all or nothing, in one transaction (each project with its default
 * folders and automatic schedule entries, as when created by hand). Cells are stored as written:
 * a leading `= + - @` stays text (exports make such cells inert, see platform/csv/csv-safe.ts).
 */
export async function importProjects(ctx: AppContext, bytes: Buffer): Promise<{ created: number }> {
  const table = parseCsvTable(await readCsvText(bytes));
  const errors: ImportRowError[] = [];
  const columns = projectColumns(table, errors);
  if (errors.length) throw new ImportRejected(errors);
  if (table.rows.length === 0) {
    throw new ImportRejected([{ row: 0, column: null, field: null, message: 'no-rows', value: null }]);
  }
  if (table.rows.length > PROJECT_IMPORT_MAX_ROWS) {
    throw new ImportRejected([
      { row: 0, column: null, field: null, message: 'too-many-rows', value: String(table.rows.length) },
    ]);
  }
  const records = await validateRows(ctx, table, columns, errors);
  if (errors.length) throw new ImportRejected(errors);
  const ids = await ctx.db.transaction((tx) => createProjects(tx, records));
  return { created: ids.length };
}
