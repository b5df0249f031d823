import { okResult, paginationQuery } from '../envelope';
import { defineEndpoint } from '../http/endpoint';
import { idParams } from '../primitives';
import { projectSubtypeListResponse, projectSubtypeResponse, saveProjectSubtypeRequest } from '../project-subtypes';

const WRITERS = 'Owner-managers holding defaultfolder_manage (/defaultfolders), as for default folders.';
const REQUIRED = 'A missing or blank name is 422 code 35.';

/** Project subtypes (spec part 2 §3, §5, §7). */
export const projectSubtypesEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: 'projectSubtypes',
    area: 'project-subtypes',
    summary: 'Project subtypes',
    description:
      "Project subtypes in id order; `default` (1 or 0) marks the default one. Each carries `can`; the list's `can.create` says whether the caller may add subtypes. Users with projects.access.",
    query: paginationQuery,
    response: projectSubtypeListResponse,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: 'projectSubtypes',
    area: 'project-subtypes',
    summary: 'Creates a project subtype',
    description: `Creates a subtype {name}. ${REQUIRED} In use (regardless of case): 409 code 14. ${WRITERS}`,
    body: saveProjectSubtypeRequest,
    response: projectSubtypeResponse,
    status: 201,
    errors: [409],
  }),
  rename: defineEndpoint({
    method: 'PUT',
    path: 'projectSubtypes/{id}',
    area: 'project-subtypes',
    summary: 'Renames a project subtype',
    description: `Renames a subtype {name}; codes as for create, 404 when missing. ${WRITERS}`,
    params: idParams,
    body: saveProjectSubtypeRequest,
    response: projectSubtypeResponse,
    errors: [409],
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: 'projectSubtypes/{id}',
    area: 'project-subtypes',
    summary: 'Deletes a project subtype',
    description: `Deletes a subtype with its default folders. The default subtype: 409 code 36; a subtype projects use: 409 code 14. ${WRITERS}`,
    params: idParams,
    response: okResult,
    errors: [409],
  }),
};
