import { okResult, paginationQuery } from '../envelope';
import { defineEndpoint } from '../http/endpoint';
import {
  createMaterialDeadlineRequest,
  createMaterialFormDeadlineRequest,
  createQuoteDeadlineRequest,
  materialDeadlineListResponse,
  materialDeadlineResponse,
  materialFormDeadlineListResponse,
  materialFormDeadlineResponse,
  materialFormDeadlinesQuery,
  projectDeadlineParams,
  quoteDeadlineResponse,
  updateDeadlineRequest,
} from '../material-deadlines';
import { idParams } from '../primitives';

const TIMES =
  "`deadline_at` is written as the wall clock of the installation's `TIME_ZONE` (`YYYY-MM-DD HH:mm[:ss]`, the spec's default text `2022-01-01 00:00:00`) or as an ISO instant with its offset; other text, or a day that does not exist, is 422 `invalid-deadline`. Answers give `deadline_at` as an ISO instant and `deadline_local` as the wall clock.";
const READERS =
  "Staff who see the project (projects.access and the project visibility join; else 404, code 17). Residents get 404: owners read their deadlines through their apartment's material forms.";
const MANAGERS =
  'projects.manage on the project (403 for staff who only read it); what the caller does not see is 404.';

/** Deadlines of material selection (spec part 3 §5, §7, §9; DECISIONS.md "Condominiums and materials"). */
export const materialDeadlinesEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: 'projects/{id}/materialdeadlines',
    area: 'material-deadlines',
    summary: "A project's selection deadlines",
    description: `By stairwell (project-wide first), then apartment number, each with its \`level\` (apartment, stairwell or project) and \`can.delete\`; \`can.create\` says whether the caller may add one. ${READERS}`,
    params: idParams,
    query: paginationQuery,
    response: materialDeadlineListResponse,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: 'projects/{id}/materialdeadlines',
    area: 'material-deadlines',
    summary: 'Adds a selection deadline',
    description: `{deadline_at, stairwell?, apartment_number?}: neither is project-wide, a stairwell alone is the stairwell's, both one apartment's. An apartment number without a stairwell: 422 on \`stairwell\`. A stairwell or apartment that no apartment of the project's condominium has: 422 code 20. Several rows on one level: the latest added wins. ${TIMES} ${MANAGERS}`,
    params: idParams,
    body: createMaterialDeadlineRequest,
    response: materialDeadlineResponse,
    status: 201,
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: 'projects/{id}/materialdeadlines/{deadlineId}',
    area: 'material-deadlines',
    summary: 'Deletes a selection deadline',
    description: `A deadline of another project is 404. ${MANAGERS}`,
    params: projectDeadlineParams,
    response: okResult,
  }),
  formDeadlinesOfProject: defineEndpoint({
    method: 'GET',
    path: 'project/{id}/materialformdeadlines',
    area: 'material-deadlines',
    summary: "The own deadlines of a project's material forms",
    description: `One row per form that has its own deadline, by form name. ${READERS}`,
    params: idParams,
    query: paginationQuery,
    response: materialFormDeadlineListResponse,
  }),
  formDeadlines: defineEndpoint({
    method: 'GET',
    path: 'materialFormDeadlines',
    area: 'material-deadlines',
    summary: "Material forms' own deadlines",
    description: `\`material_form_id\`: that form's (a form the caller does not see is 404, code 13); without it, those of every form in the projects the caller sees. ${READERS}`,
    query: materialFormDeadlinesQuery,
    response: materialFormDeadlineListResponse,
  }),
  createFormDeadline: defineEndpoint({
    method: 'POST',
    path: 'materialFormDeadlines',
    area: 'material-deadlines',
    summary: "Sets a material form's own deadline",
    description: `{material_form_id, deadline_at}. A form has at most one: a second is 409 (change it with PUT). When earlier than the apartment's selection deadline, it closes that form earlier. ${TIMES} ${MANAGERS}`,
    body: createMaterialFormDeadlineRequest,
    response: materialFormDeadlineResponse,
    status: 201,
    errors: [404, 409],
  }),
  updateFormDeadline: defineEndpoint({
    method: 'PUT',
    path: 'materialFormDeadlines/{id}',
    area: 'material-deadlines',
    summary: "Changes a material form's own deadline",
    description: `{deadline_at}. ${TIMES} ${MANAGERS}`,
    params: idParams,
    body: updateDeadlineRequest,
    response: materialFormDeadlineResponse,
  }),
  deleteFormDeadline: defineEndpoint({
    method: 'DELETE',
    path: 'materialFormDeadlines/{id}',
    area: 'material-deadlines',
    summary: "Removes a material form's own deadline",
    description: `The form then closes with the apartment's selection deadline. ${MANAGERS}`,
    params: idParams,
    response: okResult,
  }),
  createQuoteDeadline: defineEndpoint({
    method: 'POST',
    path: 'quoteDeadlines',
    area: 'material-deadlines',
    summary: "Sets a quote's deadline",
    description: `{material_quote_id, deadline_at}: the owner's time to answer the quote ends then. The deadline is kept on the quote, so its id (for PUT and DELETE) is the quote's id; setting it again replaces it. A quote the caller does not see: 404. ${TIMES} ${MANAGERS}`,
    body: createQuoteDeadlineRequest,
    response: quoteDeadlineResponse,
    status: 201,
    errors: [404],
  }),
  updateQuoteDeadline: defineEndpoint({
    method: 'PUT',
    path: 'quoteDeadlines/{id}',
    area: 'material-deadlines',
    summary: "Changes a quote's deadline",
    description: `{deadline_at}; \`id\` is the quote's. A quote without a deadline: 404. ${TIMES} ${MANAGERS}`,
    params: idParams,
    body: updateDeadlineRequest,
    response: quoteDeadlineResponse,
  }),
  deleteQuoteDeadline: defineEndpoint({
    method: 'DELETE',
    path: 'quoteDeadlines/{id}',
    area: 'material-deadlines',
    summary: "Clears a quote's deadline",
    description: `\`id\` is the quote's; a quote without a deadline: 404. ${MANAGERS}`,
    params: idParams,
    response: okResult,
  }),
};
