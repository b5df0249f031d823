import { z } from 'zod';
import { dataEnvelope } from './envelope';
import { contentPermission } from './permissions-admin';
import { fileLikeName, idOrZero } from './primitives';

/** Id of the virtual main folder: documents outside any folder (spec part 2 section 3). */
export const MAIN_FOLDER_ID = 0;

/**
 * A project folder (spec part 2 section 3). The list holds the virtual main folder (id 0,
 * `main`) first, then the folders the caller may see by name; roots have `parent_id` null (the
 * main folder is their sibling). `default` marks a copy of a default folder (`default_folder_id`).
 * `filecount` counts the folder's documents, `subfoldercount` its visible child folders.
 * `contentPermissions` are the folder's Folder grants. `can` says what the caller may do with it.
 */
export const folder = z.object({
  id: z.number().int(),
  project_id: z.number().int(),
  name: z.string(),
  parent_id: z.number().int().nullable(),
  default_folder_id: z.number().int().nullable(),
  filecount: z.number().int(),
  subfoldercount: z.number().int(),
  main: z.boolean(),
  default: z.boolean(),
  contentPermissions: z.array(contentPermission),
  can: z.object({ update: z.boolean(), delete: z.boolean() }),
});
export type Folder = z.infer<typeof folder>;

/** Shown as a folder name (and a ZIP folder): no format characters are kept. */
const folderName = fileLikeName();

/** POST projects/{id}/folders. `parentId` 0 or null: a root folder; otherwise a folder of the same project. */
export const createFolderRequest = z.object({
  name: folderName,
  parentId: idOrZero()
    .nullable()
    .optional()
    .transform((v) => v || null),
});
export type CreateFolderInput = z.output<typeof createFolderRequest>;

/** PUT folders/{id}: renames. */
export const renameFolderRequest = z.object({ name: folderName });
export type RenameFolderInput = z.output<typeof renameFolderRequest>;

/** `folders/{id}`; 0 is the main folder (it cannot be renamed or deleted: 409). */
export const folderIdParam = z.object({ id: idOrZero() });

export const folderResponse = dataEnvelope(folder);
export const folderListResponse = dataEnvelope(z.array(folder));
