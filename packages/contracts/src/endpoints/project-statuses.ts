import { okResult, paginationQuery } from '../envelope';
import { defineEndpoint } from '../http/endpoint';
import { idParams } from '../primitives';
import {
  createProjectStatusRequest,
  projectStatusListResponse,
  projectStatusResponse,
  statusProjectsResponse,
  updateProjectStatusRequest,
} from '../project-statuses';

const READERS = 'Users with projects.access (the project forms choose from them).';
const WRITERS = 'Owner-managers (the projectstatuses tab of /defaultfolders).';
const REQUIRED = 'A missing or blank name is 422 code 35 (the status form shows it, spec part 2 §5).';

/** Project statuses (spec part 2 §3, §5, §7). */
export const projectStatusesEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: 'project-statuses',
    area: 'project-statuses',
    summary: 'Project statuses',
    description: `Every status as a flat list in id order; \`parent_id\` (0 for roots) makes the tree. Each carries \`can\`; the list's \`can.create\` says whether the caller may add statuses. ${READERS}`,
    query: paginationQuery,
    response: projectStatusListResponse,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: 'project-statuses/{id}',
    area: 'project-statuses',
    summary: 'One project status',
    description: `One status; 404 code 44 when it does not exist. ${READERS}`,
    params: idParams,
    response: projectStatusResponse,
  }),
  projects: defineEndpoint({
    method: 'GET',
    path: 'project-statuses/projects/{id}',
    area: 'project-statuses',
    summary: 'The projects using a status',
    description: `The projects using status {id} (id, code, name, deleted_at), only those the caller may see; 404 code 44 for a missing status. ${READERS}`,
    params: idParams,
    response: statusProjectsResponse,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: 'project-statuses/add',
    area: 'project-statuses',
    summary: 'Creates a project status',
    description: `Creates a status {name, is_active, parent_id (0 root), code?}. ${REQUIRED} Name or code in use (regardless of case): 409 code 40; unknown parent: 422 field parent_id. ${WRITERS}`,
    body: createProjectStatusRequest,
    response: projectStatusResponse,
    status: 201,
    errors: [409],
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: 'project-statuses/{id}/edit',
    area: 'project-statuses',
    summary: 'Edits a project status',
    description: `Edits {id, name, is_active, parent_id, code?}; \`slug\` is accepted and ignored (not editable). A parent that is the status itself or a descendant: 422 field parent_id. ${REQUIRED} Codes as for add; missing status 404 code 44. ${WRITERS}`,
    params: idParams,
    body: updateProjectStatusRequest,
    response: projectStatusResponse,
    errors: [409],
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: 'project-statuses/{id}/delete',
    area: 'project-statuses',
    summary: 'Deletes a project status',
    description: `Deletes a status. 409: 43 the default status, 42 it has children, 41 used by projects (\`errors.projects\` lists those the caller may see); 404 code 44 when missing. ${WRITERS}`,
    params: idParams,
    response: okResult,
    errors: [409],
  }),
};
