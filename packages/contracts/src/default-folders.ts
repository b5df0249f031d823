import { z } from 'zod';
import { NAME_MAX_LENGTH } from './constants';
import { dataEnvelope, listEnvelope, paginationQuery } from './envelope';
import { contentPermission } from './permissions-admin';

/**
 * Default folder (spec part 2 section 3): a node of a subtype's folder tree (`parent_id` null is a
 * root). `contentPermissions` are its DefaultFolder grants; a new project copies them onto its folders.
 */
export const defaultFolder = z.object({
  id: z.number().int(),
  name: z.string(),
  parent_id: z.number().int().nullable(),
  project_subtype_id: z.number().int(),
  contentPermissions: z.array(contentPermission),
});
export type DefaultFolder = z.infer<typeof defaultFolder>;

/** GET defaultfolders: every subtype's folders, or one subtype's with `project_subtype_id`; sorted by name. */
export const defaultFolderListQuery = paginationQuery.extend({
  project_subtype_id: z.coerce.number().int().positive().optional(),
});
export type DefaultFolderListQuery = z.infer<typeof defaultFolderListQuery>;

const folderName = z.string().trim().min(1).max(NAME_MAX_LENGTH);

/** POST defaultfolders. `parent_id` (0 or null: a root) must be a folder of the same subtype. */
export const createDefaultFolderRequest = z.object({
  name: folderName,
  project_subtype_id: z.coerce.number().int().positive(),
  parent_id: z.coerce
    .number()
    .int()
    .min(0)
    .nullable()
    .optional()
    .transform((v) => v || null),
});
export type CreateDefaultFolderRequest = z.infer<typeof createDefaultFolderRequest>;

/** PUT defaultfolders/{id}: renames; `id`, when sent, must equal the path id. */
export const updateDefaultFolderRequest = z.object({
  id: z.coerce.number().int().positive().optional(),
  name: folderName,
});
export type UpdateDefaultFolderRequest = z.infer<typeof updateDefaultFolderRequest>;

export const defaultFolderResponse = dataEnvelope(defaultFolder);
export const defaultFolderListResponse = listEnvelope(defaultFolder);
