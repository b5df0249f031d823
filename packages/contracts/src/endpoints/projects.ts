import { okResult } from '../envelope';
import { defineEndpoint } from '../http/endpoint';
import { idParams } from '../primitives';
import {
  attachableCompanyListResponse,
  attachProjectCompanyRequest,
  createProjectRequest,
  projectCompanyListResponse,
  projectCompanyParams,
  projectCompanyResponse,
  projectListQuery,
  projectListResponse,
  projectResponse,
  projectRoleListResponse,
  updateProjectRequest,
} from '../projects';

const SEES =
  'Users of owner-type companies, owner-managers and Super see every project; users of client and subcontractor companies the projects their company is attached to; soft-deleted projects only owner-managers (with `deleted_at`). A project the caller may not see is 404 with code 17, as a missing one.';

/** Who may change a project itself and its company list (DECISIONS.md "Who may write"). */
const WRITERS =
  'Needs projects.manage and the owner side (Super or a user of an owner-type company; owner-managers too): client and subcontractor managers get 403 on a project they see, 404 on one they do not.';

/** Projects (spec part 2 §2, §3, §5, §7; DECISIONS.md "Who sees what", "Who may write"). */
export const projectsEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: 'projects',
    area: 'projects',
    summary: 'Projects',
    description: `Projects, most recent document first, then newest, each with \`can\`. \`limit\` (first N) or \`page\`/\`per_page\`; \`onlyactive=1\` the list, \`onlyinactive=1\` the archive; \`search\` in code or name; \`status\` a status id. Needs projects.access. ${SEES}`,
    query: projectListQuery,
    response: projectListResponse,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: 'projects',
    area: 'projects',
    summary: 'Creates a project',
    description:
      'Creates a project {project_subtype_id, type, code, name, status (a status id), coordinates} with a copy of the subtype default folders and their grants, and its automatic schedule entries. Missing or blank fields, a type not enabled by configuration, an unknown or inactive status: 422 code 9; a code in use: 409 code 29. Owner-managers holding projects.manage.',
    body: createProjectRequest,
    response: projectResponse,
    status: 201,
    errors: [409],
  }),
  get: defineEndpoint({
    method: 'GET',
    path: 'projects/{id}',
    area: 'projects',
    summary: 'One project',
    description: `One project with \`can\`. Needs projects.access. ${SEES}`,
    params: idParams,
    response: projectResponse,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: 'projects/{id}',
    area: 'projects',
    summary: 'Edits a project',
    description: `Edits {code, name, type, status, active, coordinates}. Code, name and type are required (422 code 9); \`status\` left out or null keeps it, and a different one must be active (9) and adds an automatic schedule entry; \`active\` false moves the project to the archive (the \`archive\` ability). A code in use: 409 code 29. ${WRITERS}`,
    params: idParams,
    body: updateProjectRequest,
    response: projectResponse,
    errors: [409],
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: 'projects/{id}',
    area: 'projects',
    summary: 'Deletes a project',
    description: `Soft-deletes a project (sets deleted_at; owner-managers still see it, marked). ${WRITERS}`,
    params: idParams,
    response: okResult,
  }),
  companies: defineEndpoint({
    method: 'GET',
    path: 'projects/{id}/companies',
    area: 'projects',
    summary: "A project's companies",
    description:
      'Companies attached to the project {id, name, code, type}, by name; their users see it. A user outside the owner side sees only their own companies. Needs projects.access; 404 for a project the caller does not see.',
    params: idParams,
    response: projectCompanyListResponse,
    addition: 'DECISIONS "Who sees what" (companies attached to a project)',
  }),
  availableCompanies: defineEndpoint({
    method: 'GET',
    path: 'projects/{id}/companies/available',
    area: 'projects',
    summary: 'Companies that may be attached',
    description: `Chosen path: the companies not attached to the project {id, name, type}, by name; the choices of the companies tab (GET companies is for company administrators). ${WRITERS}`,
    params: idParams,
    response: attachableCompanyListResponse,
    addition: 'the choices of the companies tab, for project managers who may not list companies',
  }),
  roles: defineEndpoint({
    method: 'GET',
    path: 'projects/{id}/roles',
    area: 'projects',
    summary: 'Company roles its folders may be granted to',
    description: `Chosen path: the company roles (as GET roles) of owner-type companies and of the companies attached to the project, by company name: the rows of the folder visibility grid. Those who grant folders only: ${WRITERS}`,
    params: idParams,
    response: projectRoleListResponse,
    addition: 'the rows of the project folder visibility grid',
  }),
  attachCompany: defineEndpoint({
    method: 'POST',
    path: 'projects/{id}/companies',
    area: 'projects',
    summary: 'Attaches a company',
    description: `Attaches a company {company_id}: 201 when new, 200 when it was attached already; an unknown company is 422. ${WRITERS}`,
    params: idParams,
    body: attachProjectCompanyRequest,
    response: projectCompanyResponse,
    status: 201,
    addition: 'DECISIONS "Who sees what" (body company_id)',
  }),
  detachCompany: defineEndpoint({
    method: 'DELETE',
    path: 'projects/{id}/companies/{companyId}',
    area: 'projects',
    summary: 'Detaches a company',
    description: `Detaches a company; 404 when it is not attached. ${WRITERS}`,
    params: projectCompanyParams,
    response: okResult,
    addition: 'DECISIONS "Who sees what"',
  }),
};
