import { okResult } from '../envelope';
import {
  createFolderRequest,
  folderIdParam,
  folderListResponse,
  folderResponse,
  renameFolderRequest,
} from '../folders';
import { defineEndpoint } from '../http/endpoint';
import { idParams } from '../primitives';

const VISIBILITY =
  'Folders are visible to company roles granted the folder (Folder) or its project (Project) through content permissions; a folder without Folder grants to owner-company users; Super and owner-managers see all. A folder or project the caller may not see is 404.';

/** Project folders (spec part 2 §3, §7; DECISIONS.md "Who may write"). */
export const foldersEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: 'projects/{id}/folders',
    area: 'folders',
    summary: "A project's folders",
    description: `The virtual main folder (id 0) first, then the visible folders by name, with filecount, subfoldercount and \`can\`. Needs projects.access. ${VISIBILITY}`,
    params: idParams,
    response: folderListResponse,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: 'projects/{id}/folders',
    area: 'folders',
    summary: 'Creates a folder',
    description: `{name, parentId (0 or null: a root)}. A sub folder takes its parent's grants; a folder its creator would not see is granted to the creator's companies attached to the project. A parent the caller may not see, or of another project: 404. Needs projects.access, and Super or a user of an owner or subcontractor company holding document.create. ${VISIBILITY}`,
    params: idParams,
    body: createFolderRequest,
    response: folderResponse,
    status: 201,
  }),
  rename: defineEndpoint({
    method: 'PUT',
    path: 'folders/{id}',
    area: 'folders',
    summary: 'Renames a folder',
    description: `{name}; the main folder (0): 409. A folder copied from a default folder: owner side only; a folder a company made: that company's managers and the owner side (DECISIONS.md "Who may write"). ${VISIBILITY}`,
    params: folderIdParam,
    body: renameFolderRequest,
    response: folderResponse,
    errors: [409],
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: 'folders/{id}',
    area: 'folders',
    summary: 'Deletes a folder',
    description: `Deletes a folder and its grants. 409: the main folder (14, folder-is-main), a default folder (14, folder-is-default), one with sub folders (28, folder-has-subfolders) or files. Same writers as rename. ${VISIBILITY}`,
    params: folderIdParam,
    response: okResult,
    errors: [409],
  }),
};
