import { z } from 'zod';
import { NAME_MAX_LENGTH } from './constants';
import { dataEnvelope, listEnvelope } from './envelope';
import { id, idOrZero, name, text } from './primitives';
import { booleanFlag } from './users';

/**
 * Slugs of the built-in statuses (GLOSSARY.md): the web app shows these by translated slug.
 * Statuses made by users have no slug and show their name.
 */
export const PROJECT_STATUS_SLUGS = ['active', 'inactive', 'before', 'during', 'after', 'imported'] as const;
export type ProjectStatusSlug = (typeof PROJECT_STATUS_SLUGS)[number];

/** Finnish words of the slugs (GLOSSARY.md); the projects CSV import accepts them in the status column. */
export const PROJECT_STATUS_SLUGS_FI: Record<string, ProjectStatusSlug> = {
  aktiivinen: 'active',
  passiivinen: 'inactive',
  ennen: 'before',
  aikana: 'during',
  jälkeen: 'after',
  tuotu: 'imported',
};

/**
 * Project status (spec part 2 section 3). Statuses form a tree: `parent_id` 0 is a root. `is_active`
 * only decides whether a project may choose it (DECISIONS.md "Who sees what": archive is the
 * project's own `active`). The six built-in statuses are the default ones (`is_default`): shown by
 * translated slug, never deleted (43). New projects start with the one whose slug is `active`.
 */
export const projectStatus = z.object({
  id: z.number().int(),
  slug: z.string().nullable(),
  name: z.string(),
  code: z.string().nullable(),
  is_default: z.boolean(),
  is_active: z.boolean(),
  parent_id: z.number().int(),
});
export type ProjectStatus = z.infer<typeof projectStatus>;

/** A status as the status calls answer it: with `can` (whether the caller may edit or delete it). */
export const managedProjectStatus = projectStatus.extend({
  can: z.object({ update: z.boolean(), delete: z.boolean() }),
});
export type ManagedProjectStatus = z.infer<typeof managedProjectStatus>;

/** `0` or `null` both mean a root status. */
export const statusParentId = idOrZero()
  .nullable()
  .transform((v) => v ?? 0);

const statusName = name(NAME_MAX_LENGTH);
const statusCode = text(64)
  .trim()
  .nullable()
  .transform((v) => v || null);

/**
 * POST project-statuses/add. A missing or blank name is 422 code 35; a name or code in use
 * (compared without regard to case) is 409 code 40.
 */
export const createProjectStatusRequest = z.object({
  name: statusName,
  is_active: booleanFlag.default(true),
  parent_id: statusParentId.default(0),
  code: statusCode.optional(),
});
export type CreateProjectStatusInput = z.output<typeof createProjectStatusRequest>;

/**
 * PUT project-statuses/{id}/edit. `slug` is accepted and ignored (slugs are not editable); `id`,
 * when sent, must equal the path id. `code` left out keeps the current code. A parent that is the
 * status itself or one of its descendants is 422 (field `parent_id`).
 */
export const updateProjectStatusRequest = z.object({
  id: id().optional(),
  name: statusName,
  slug: text(64).nullable().optional(),
  is_active: booleanFlag.default(true),
  parent_id: statusParentId.default(0),
  code: statusCode.optional(),
});
export type UpdateProjectStatusInput = z.output<typeof updateProjectStatusRequest>;

export const projectStatusResponse = dataEnvelope(managedProjectStatus);
/** The list; `can.create` says whether the caller may add statuses. */
export const projectStatusListResponse = listEnvelope(managedProjectStatus).extend({
  can: z.object({ create: z.boolean() }),
});

/** A project as the status screens list it (GET project-statuses/projects/{id}, the 41 popover). */
export const statusProjectRef = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  deleted_at: z.string().nullable(),
});
export type StatusProjectRef = z.infer<typeof statusProjectRef>;
export const statusProjectsResponse = dataEnvelope(z.array(statusProjectRef));
