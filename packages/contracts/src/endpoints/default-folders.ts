import {
  createDefaultFolderRequest,
  defaultFolderListQuery,
  defaultFolderListResponse,
  defaultFolderResponse,
  updateDefaultFolderRequest,
} from '../default-folders';
import { okResult } from '../envelope';
import { defineEndpoint } from '../http/endpoint';
import { idParams } from '../primitives';

const READERS = 'Owner-managers (/defaultfolders, summary views).';
const WRITERS = 'Owner-managers holding defaultfolder_manage.';

/** Default folder trees of the project subtypes (spec part 2 §3, §5, §7). */
export const defaultFoldersEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: 'defaultfolders',
    area: 'default-folders',
    summary: 'Default folders',
    description: `Default folders of every subtype, or of one with \`project_subtype_id\`; by subtype, then name. Each carries its DefaultFolder grants (\`contentPermissions\`), which POST/DELETE content-permissions change, and \`can\`; the list's \`can.create\` says whether the caller may add folders. ${READERS}`,
    query: defaultFolderListQuery,
    response: defaultFolderListResponse,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: 'defaultfolders',
    area: 'default-folders',
    summary: 'Creates a default folder',
    description: `Creates a default folder {name, project_subtype_id, parent_id?}; the parent must be of the same subtype (422). New projects of the subtype get a copy; existing projects do not change. ${WRITERS}`,
    body: createDefaultFolderRequest,
    response: defaultFolderResponse,
    status: 201,
  }),
  rename: defineEndpoint({
    method: 'PUT',
    path: 'defaultfolders/{id}',
    area: 'default-folders',
    summary: 'Renames a default folder',
    description: `Renames a default folder {id, name}; 404 when missing. ${WRITERS}`,
    params: idParams,
    body: updateDefaultFolderRequest,
    response: defaultFolderResponse,
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: 'defaultfolders/{id}',
    area: 'default-folders',
    summary: 'Deletes a default folder',
    description: `Deletes a default folder and its grants; 409 code 28 while it has sub folders. Copies already made in projects stay, with \`default_folder_id\` null. ${WRITERS}`,
    params: idParams,
    response: okResult,
    errors: [409],
  }),
};
