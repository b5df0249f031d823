import { z } from 'zod';
import { condominiumProjectLink } from './condominiums';
import { PROJECT_TYPES, type ProjectType } from './configuration';
import { NAME_MAX_LENGTH } from './constants';
import { BULK_PER_PAGE, codeEnvelope, dataEnvelope, listEnvelope, paginationQuery } from './envelope';
import { COMPANY_TYPES } from './permissions';
import { companyRoleRow, contentPermission } from './permissions-admin';
import { id, int, name, text } from './primitives';
import { projectStatus } from './project-statuses';
import { booleanFlag } from './users';

export const PROJECT_CODE_MAX_LENGTH = 64;

/** Finnish names of the project types (GLOSSARY.md); the CSV import accepts them too. */
export const PROJECT_TYPE_NAMES_FI: Record<string, ProjectType> = {
  taloyhtiöhanke: 'condominium',
  infrahanke: 'infrastructure',
  vesirakennushanke: 'marine',
};

/** `lat,lng` in decimal degrees (spec part 2 "Map views"); spaces around the comma allowed. */
const COORDINATE_PAIR = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/;

/** The pair as `lat,lng` when it is one and in range, otherwise null. */
export function normaliseCoordinatePair(text: string): string | null {
  const m = COORDINATE_PAIR.exec(text);
  if (!m) return null;
  const [lat, lng] = [Number(m[1]), Number(m[2])];
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? `${m[1]},${m[2]}` : null;
}

function isJsonShape(text: string): boolean {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed !== null && typeof parsed === 'object';
  } catch {
    return false;
  }
}

/**
 * Coordinates as the spec's client reads them: a decimal `lat,lng` pair (stored normalised) or a
 * JSON object or array (a shape drawn on a map). Empty or null means none; left out stays undefined
 * (an update keeps the current value).
 */
export const coordinates = text(4000)
  .trim()
  .nullable()
  .optional()
  .transform((v) => (v === undefined ? undefined : v ? (normaliseCoordinatePair(v) ?? v) : null))
  .refine((v) => !v || normaliseCoordinatePair(v) !== null || isJsonShape(v), {
    message: 'coordinates-invalid',
  });

/** The same rule for one CSV cell: the stored text, or undefined when the cell is not coordinates. */
export function parseCoordinatesCell(cell: string): string | null | undefined {
  const result = coordinates.safeParse(cell);
  return result.success ? (result.data ?? null) : undefined;
}

/** A company attached to a project (DECISIONS.md "Who sees what"). */
const projectCompany = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string().nullable(),
  type: z.enum(COMPANY_TYPES),
});
export type ProjectCompany = z.infer<typeof projectCompany>;

/**
 * What the caller may do with a project (DECISIONS.md "Who may write"): edit it, archive or
 * restore it (`active`), delete it, attach and detach companies, grant its folders to company
 * roles, add folders.
 */
const projectAbilities = z.object({
  update: z.boolean(),
  archive: z.boolean(),
  delete: z.boolean(),
  manageCompanies: z.boolean(),
  manageGrants: z.boolean(),
  createFolder: z.boolean(),
});

/**
 * Project (spec part 2 section 3). `status` is the current status with its slug; `active` decides
 * list or archive; `deleted_at` is set only for soft-deleted projects, which only owner-managers
 * see. `document_count` and `mostRecentDocument` (an ISO time) come from the documents.
 * `contentPermissions` are the project's Project grants (every folder of the project is visible
 * to those company roles). A user outside the owner side sees only their own companies and their
 * own companies' grants (DECISIONS.md "Who may write"). `can` says what the caller may do with it.
 */
export const project = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  type: z.enum(PROJECT_TYPES),
  project_subtype_id: z.number().int().nullable(),
  project_status_id: z.number().int().nullable(),
  status: projectStatus.nullable(),
  coordinates: z.string().nullable(),
  active: z.boolean(),
  companies: z.array(projectCompany),
  document_count: z.number().int(),
  mostRecentDocument: z.string().nullable(),
  contentPermissions: z.array(contentPermission),
  /** A condominium project's condominium (POST condominiumprojects); null: none (yet). */
  condominiumProject: condominiumProjectLink.nullable(),
  deleted_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  can: projectAbilities,
});
export type Project = z.infer<typeof project>;

/**
 * GET projects. `limit` takes the first N (the first 50 of the list screen) and wins over
 * `page`/`per_page`. `onlyactive=1` lists active projects (/projects), `onlyinactive=1` inactive
 * ones (/project-archive); both at once is 422. `search` matches code or name anywhere,
 * regardless of case; `status` keeps one status. Order: most recent document first, then newest.
 */
export const projectListQuery = paginationQuery.extend({
  limit: int(1, BULK_PER_PAGE).optional(),
  onlyactive: booleanFlag.optional(),
  onlyinactive: booleanFlag.optional(),
  search: text(NAME_MAX_LENGTH).trim().optional(),
  status: id().optional(),
});
export type ProjectListQuery = z.infer<typeof projectListQuery>;

const projectCode = name(PROJECT_CODE_MAX_LENGTH);
const projectName = name();

/**
 * POST projects. Required fields missing or only whitespace, a type not enabled by configuration,
 * or an inactive status: 422 code 9 with `fields`. A code in use (regardless of case, deleted
 * projects included): 409 code 29. `status` is a status id.
 */
export const createProjectRequest = z.object({
  project_subtype_id: id(),
  type: z.enum(PROJECT_TYPES),
  code: projectCode,
  name: projectName,
  status: id(),
  coordinates,
  /** A condominium project's condominium (the form asks for one); another type ignores it. */
  condominium_id: id().nullable().optional(),
});
/** What the server reads after parsing (coordinates normalised). */
export type CreateProjectInput = z.output<typeof createProjectRequest>;

/**
 * PUT projects/{id}. Code, name and type are required (422 code 9). `status` null or left out keeps
 * the current status; an inactive status may only be kept, not chosen. `active` left out keeps the
 * current value; `coordinates` left out keeps them, null or empty clears them.
 */
export const updateProjectRequest = z.object({
  code: projectCode,
  name: projectName,
  type: z.enum(PROJECT_TYPES),
  status: id().nullable().optional(),
  active: booleanFlag.optional(),
  coordinates,
});
export type UpdateProjectInput = z.output<typeof updateProjectRequest>;

export const projectResponse = dataEnvelope(project);
export const projectListResponse = listEnvelope(project);

/** POST projects/{id}/companies. */
export const attachProjectCompanyRequest = z.object({ company_id: id() });
export const projectCompanyParams = z.object({ id: id(), companyId: id() });
export const projectCompanyResponse = dataEnvelope(projectCompany);
export const projectCompanyListResponse = dataEnvelope(z.array(projectCompany));

/**
 * GET projects/{id}/companies/available: the companies not yet attached, the choices of the
 * companies tab (id, name and type only; GET companies is for company administrators).
 */
const attachableCompany = projectCompany.pick({ id: true, name: true, type: true });
export type AttachableCompany = z.infer<typeof attachableCompany>;
export const attachableCompanyListResponse = dataEnvelope(z.array(attachableCompany));

/**
 * GET projects/{id}/roles: the company roles the project's folders may be granted to (the rows of
 * the folder visibility grid): those of owner-type companies and of the companies attached.
 */
export const projectRoleListResponse = dataEnvelope(z.array(companyRoleRow));

/**
 * Columns of the projects CSV import (POST import/csv/projects, multipart `csv_data`). Headers in
 * English or Finnish, any order, without regard to case. `type` accepts the English and Finnish
 * type names; `subtype` a subtype name or id (empty: the default subtype); `status` a slug, its
 * Finnish word, a status name, code or id (empty: the `imported` status).
 */
export const PROJECT_IMPORT_COLUMNS = [
  { key: 'code', required: true, headers: ['code', 'koodi'] },
  { key: 'name', required: true, headers: ['name', 'nimi'] },
  { key: 'type', required: true, headers: ['type', 'tyyppi'] },
  { key: 'subtype', required: false, headers: ['subtype', 'alatyyppi'] },
  { key: 'status', required: false, headers: ['status', 'tila'] },
  { key: 'coordinates', required: false, headers: ['coordinates', 'koordinaatit'] },
  /** A condominium project's condominium, by name (regardless of case) or id. */
  { key: 'condominium', required: false, headers: ['condominium', 'taloyhtiö'] },
] as const;
export type ProjectImportColumn = (typeof PROJECT_IMPORT_COLUMNS)[number]['key'];

/** Most data rows one projects file may hold (the import runs in one transaction). */
export const PROJECT_IMPORT_MAX_ROWS = 5000;

/** Success: `{ data: { created }, code: 200 }`. */
export const importProjectsResponse = codeEnvelope(z.object({ created: z.number().int() }));
