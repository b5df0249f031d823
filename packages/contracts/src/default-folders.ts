import { z } from 'zod';
import { dataEnvelope, listEnvelope, paginationQuery } from './envelope';
import { contentPermission } from './permissions-admin';
import { fileLikeName, id, idOrZero } from './primitives';

/**
 * Default folder (spec part 2 section 3): a node of a subtype's folder tree (`parent_id` null is a
 * root). `contentPermissions` are its DefaultFolder grants; a new project copies them onto its folders.
 * `can` says what the caller may do with it: rename (`update`), `delete`, add a sub folder
 * (`createChild`) and change its grants (`grant`).
 */
export const defaultFolder = z.object({
  id: z.number().int(),
  name: z.string(),
  parent_id: z.number().int().nullable(),
  project_subtype_id: z.number().int(),
  contentPermissions: z.array(contentPermission),
  can: z.object({ update: z.boolean(), delete: z.boolean(), createChild: z.boolean(), grant: z.boolean() }),
});
export type DefaultFolder = z.infer<typeof defaultFolder>;

/** GET defaultfolders: every subtype's folders, or one subtype's with `project_subtype_id`; sorted by name. */
export const defaultFolderListQuery = paginationQuery.extend({
  project_subtype_id: id().optional(),
});

/** Shown as a folder name (and a ZIP folder): no format characters are kept. */
const folderName = fileLikeName();

/** POST defaultfolders. `parent_id` (0 or null: a root) must be a folder of the same subtype. */
export const createDefaultFolderRequest = z.object({
  name: folderName,
  project_subtype_id: id(),
  parent_id: idOrZero()
    .nullable()
    .optional()
    .transform((v) => v || null),
});
export type CreateDefaultFolderInput = z.output<typeof createDefaultFolderRequest>;

/** PUT defaultfolders/{id}: renames; `id`, when sent, must equal the path id. */
export const updateDefaultFolderRequest = z.object({
  id: id().optional(),
  name: folderName,
});
export type UpdateDefaultFolderInput = z.output<typeof updateDefaultFolderRequest>;

export const defaultFolderResponse = dataEnvelope(defaultFolder);
/** The list; `can.create` says whether the caller may add default folders. */
export const defaultFolderListResponse = listEnvelope(defaultFolder).extend({
  can: z.object({ create: z.boolean() }),
});
