import { okResult } from '../envelope';
import { defineEndpoint } from '../http/endpoint';
import {
  apartmentFormParams,
  apartmentMaterialFormsResponse,
  createMaterialSelectionRequest,
  createSubmissionRequest,
  materialFormSubmissionListResponse,
  materialFormSubmissionNullableResponse,
  materialFormSubmissionResponse,
  materialSelectionListResponse,
  materialSelectionResponse,
  projectApartmentFormParams,
  projectApartmentParams,
  projectApartmentSelectionParams,
  saveMaterialSelectionsRequest,
  submissionStatusRequest,
  templateApartmentParams,
} from '../material-selections';
import { idParams } from '../primitives';

const READERS =
  "The apartment's owners and tenants, its condominium's admin, and staff who see the project (projects.access); anyone else, another apartment's residents included, gets 404. The project must be one of the apartment's condominium's projects (404 otherwise).";
const CHOOSERS =
  "The apartment's owners, and staff holding projects.manage who see the project (on the owner's behalf); tenants and the condominium's admin get 403, anyone else 404.";
const CHOICE_ERRORS =
  "A select of another project or unknown: 422 code 11; an option of another select or unknown: 422 code 12; a form not linked to the apartment's template: 422 code 13 (15 when no form applies at all). After the form's effective deadline (or once its submission is accepted): 409 code 14, `fields.deadline_at` = the deadline instant.";

/** The owner's material selection and form submissions (spec part 3 §7 "Material forms, deadlines and selections"). */
export const materialSelectionsEndpoints = {
  apartmentForms: defineEndpoint({
    method: 'GET',
    path: 'projects/{id}/materialforms/apartment/{apartmentId}',
    area: 'material-forms',
    summary: 'The material forms that apply to an apartment',
    description: `The project's forms linked to the apartment's template, each with its groups, selects and options (product photo URLs, the default option), the apartment's saved choices, the effective deadline (apartment → stairwell → project-wide, or the form's own when earlier), its submission and \`can\`. ${READERS}`,
    params: projectApartmentParams,
    response: apartmentMaterialFormsResponse,
  }),
  templateFormsWithSubmissions: defineEndpoint({
    method: 'GET',
    path: 'apartmenttemplates/{id}/materialforms-with-submissions/{apartmentId}',
    area: 'apartment-templates',
    summary: "An apartment template's forms with the apartment's submissions",
    description: `The template must be the apartment's (404 otherwise). The forms of the condominium's projects linked to it, in the same shape as \`projects/{id}/materialforms/apartment/{apartmentId}\`. The apartment's residents, its condominium's admin and staff; anyone else gets 404.`,
    params: templateApartmentParams,
    response: apartmentMaterialFormsResponse,
  }),
  list: defineEndpoint({
    method: 'GET',
    path: 'projects/{id}/apartments/{apartmentId}/materialselections',
    area: 'material-selections',
    summary: "An apartment's chosen materials in a project",
    description: `Every choice with its copied name and price and the select's area, and \`total\` in euros (Σ price × area when area > 0). ${READERS}`,
    params: projectApartmentParams,
    response: materialSelectionListResponse,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: 'projects/{id}/apartments/{apartmentId}/materialselections',
    area: 'material-selections',
    summary: 'Chooses one option',
    description: `{material_form_select_id, material_form_option_id}; replaces the select's earlier choice. Name and price are copied from the option. ${CHOICE_ERRORS} ${CHOOSERS}`,
    params: projectApartmentParams,
    body: createMaterialSelectionRequest,
    response: materialSelectionResponse,
    status: 201,
    errors: [409],
  }),
  save: defineEndpoint({
    method: 'PUT',
    path: 'projects/{id}/apartments/{apartmentId}/materialselections',
    area: 'material-selections',
    summary: "Saves the apartment's choices in one transaction",
    description: `{selections: [{material_form_select_id, material_form_option_id}], material_form_ids?}: replaces the apartment's selections of every form named (through its selects or \`material_form_ids\`); one choice per select. All or nothing: any refused item changes nothing. Concurrent saves of one apartment run one after the other. ${CHOICE_ERRORS} ${CHOOSERS}`,
    params: projectApartmentParams,
    body: saveMaterialSelectionsRequest,
    response: materialSelectionListResponse,
    errors: [409],
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: 'projects/{id}/apartments/{apartmentId}/materialselections/{selectionId}',
    area: 'material-selections',
    summary: 'Removes one choice',
    description: `The select falls back to its default option on screen. After the deadline: 409 code 14. ${CHOOSERS}`,
    params: projectApartmentSelectionParams,
    response: okResult,
    errors: [409],
  }),
  ofForm: defineEndpoint({
    method: 'GET',
    path: 'projects/{id}/apartments/{apartmentId}/submissionForm/{formId}/materialselections',
    area: 'material-selections',
    summary: "An apartment's choices in one form",
    description: `As the apartment's list, for one form of the project (another project's form: 404). ${READERS}`,
    params: projectApartmentFormParams,
    response: materialSelectionListResponse,
  }),
  createSubmission: defineEndpoint({
    method: 'POST',
    path: 'materialFormSubmission',
    area: 'material-selections',
    summary: "Opens the apartment's submission of a form",
    description: `{apartment_id, material_form_id}: creates the submission (status \`draft\`) or returns the existing one. The form must apply to the apartment (422 code 13). After the deadline: 409 code 14. ${CHOOSERS}`,
    body: createSubmissionRequest,
    response: materialFormSubmissionResponse,
    errors: [404, 409],
  }),
  updateSubmission: defineEndpoint({
    method: 'PUT',
    path: 'materialFormSubmission/{id}',
    area: 'material-selections',
    summary: "Changes a submission's status",
    description:
      '{status}: the same rules as `materialFormSubmissionStatus/{id}`. Owners move it between `draft` and `submitted` before the deadline (not once accepted); staff managing the project set any status. A refused move: 409 code 14.',
    params: idParams,
    body: submissionStatusRequest,
    response: materialFormSubmissionResponse,
    errors: [409],
  }),
  deleteSubmission: defineEndpoint({
    method: 'DELETE',
    path: 'materialFormSubmission/{id}',
    area: 'material-selections',
    summary: 'Removes a submission',
    description:
      'Owners before the deadline while it is not accepted (409 code 14 otherwise); staff managing the project at any time. The choices stay.',
    params: idParams,
    response: okResult,
    errors: [409],
  }),
  getSubmission: defineEndpoint({
    method: 'GET',
    path: 'materialFormSubmission/{apartmentId}/{formId}',
    area: 'material-selections',
    summary: "The apartment's submission of a form",
    description: `The submission, or \`data: null\` when none was made. ${READERS}`,
    params: apartmentFormParams,
    response: materialFormSubmissionNullableResponse,
  }),
  submissionsOfApartment: defineEndpoint({
    method: 'GET',
    path: 'getMaterialFormSubmissionsByApartment/{id}',
    area: 'material-selections',
    summary: "An apartment's form submissions",
    description:
      "Every submission of the apartment, of the forms of projects the caller sees. The apartment's owners and tenants, its condominium's admin and staff; anyone else gets 404.",
    params: idParams,
    response: materialFormSubmissionListResponse,
  }),
  setSubmissionStatus: defineEndpoint({
    method: 'POST',
    path: 'materialFormSubmissionStatus/{id}',
    area: 'material-selections',
    summary: "Sets a submission's status",
    description:
      "{status}: `draft` | `submitted` | `accepted` | `returned`. Owners submit (or take back to draft) before the deadline and while it is not accepted; staff holding projects.manage set any status (accept, return). Refused moves: 409 code 14; tenants and the condominium's admin: 403.",
    params: idParams,
    body: submissionStatusRequest,
    response: materialFormSubmissionResponse,
    errors: [409],
  }),
};
