import {
  apartmentTemplateListResponse,
  apartmentTemplateParams,
  apartmentTemplateRequest,
  apartmentTemplateResponse,
  condominiumListQuery,
  condominiumListResponse,
  condominiumProjectLinkResponse,
  condominiumProjectListResponse,
  condominiumResponse,
  condominiumsInfoResponse,
  createCondominiumRequest,
  linkCondominiumProjectRequest,
  updateCondominiumRequest,
} from '../condominiums';
import { okResult } from '../envelope';
import { folderListResponse } from '../folders';
import { defineEndpoint } from '../http/endpoint';
import { idParams } from '../primitives';

const READERS =
  'Staff (Super or a user of any company) see every condominium; condominium admins and stakeholders and the residents of its apartments see theirs; any other condominium is 404.';
const MANAGERS = `condominiums.manage (403 for those who see the condominium without it). ${READERS}`;

/** Condominiums (spec part 3 §2, §7). */
export const condominiumsEndpoints = {
  info: defineEndpoint({
    method: 'GET',
    path: 'condominiumsInfo',
    area: 'condominiums',
    summary: 'How many condominiums and apartments the caller sees',
    description: `{condominiums, apartments}: counts over what the caller sees. ${READERS}`,
    response: condominiumsInfoResponse,
  }),
  list: defineEndpoint({
    method: 'GET',
    path: 'condominiums',
    area: 'condominiums',
    summary: 'The condominiums the caller sees',
    description: `Paged (the web asks per_page 9999); \`search\` over name and address, \`sort\` by a table column (default name) and \`order\`. \`can.create\`: condominiums.manage. ${READERS}`,
    query: condominiumListQuery,
    response: condominiumListResponse,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: 'condominiums',
    area: 'condominiums',
    summary: 'Creates a condominium',
    description: '{name, street_address?, postcode?, post_office?}; name required (422). condominiums.manage.',
    body: createCondominiumRequest,
    response: condominiumResponse,
    status: 201,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: 'condominiums/{id}',
    area: 'condominiums',
    summary: 'A condominium',
    description: READERS,
    params: idParams,
    response: condominiumResponse,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: 'condominiums/{id}',
    area: 'condominiums',
    summary: 'Edits a condominium',
    description: `Any of name, street_address, postcode, post_office; left out keeps the value. ${MANAGERS}`,
    params: idParams,
    body: updateCondominiumRequest,
    response: condominiumResponse,
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: 'condominiums/{id}',
    area: 'condominiums',
    summary: 'Deletes a condominium',
    description: `A condominium with apartments, apartment templates or projects is refused with 409 (14) and nothing changes. ${MANAGERS}`,
    params: idParams,
    response: okResult,
    errors: [409],
  }),
  projects: defineEndpoint({
    method: 'GET',
    path: 'condominiums/{id}/projects',
    area: 'condominiums',
    summary: "A condominium's projects",
    description: `The linked projects: staff get those they may see (project visibility), residents and condominium members the names of its projects that are not deleted. ${READERS}`,
    params: idParams,
    response: condominiumProjectListResponse,
  }),
  linkProject: defineEndpoint({
    method: 'POST',
    path: 'condominiumprojects',
    area: 'condominiums',
    summary: "Sets a condominium project's condominium",
    description:
      '{condominium_id, project_id}: the project must be of type condominium (422 otherwise); one condominium per project, so a second call moves it. Needs the right to edit the project (projects.manage, owner side); a project or condominium the caller does not see is 404.',
    body: linkCondominiumProjectRequest,
    response: condominiumProjectLinkResponse,
    status: 201,
    errors: [404],
  }),
  projectFolders: defineEndpoint({
    method: 'GET',
    path: 'condominium/project/{id}/folders',
    area: 'condominiums',
    summary: "A condominium project's folders",
    description:
      'The project (by id) and its folders as GET projects/{id}/folders answers them: the same visibility (projects.access, folder grants); a project the caller does not see is 404.',
    params: idParams,
    response: folderListResponse,
  }),
  photo: defineEndpoint({
    method: 'GET',
    path: 'condominium/photo/{id}',
    area: 'condominiums',
    summary: "A condominium's photo (JPEG bytes)",
    description: `404 when it has none. ${READERS}`,
    params: idParams,
    response: 'file',
  }),
  savePhoto: defineEndpoint({
    method: 'POST',
    path: 'condominium/photo/{id}',
    area: 'condominiums',
    summary: "Sets a condominium's photo",
    description: `Multipart field \`condominium_photo\`: jpg, jpeg, png or gif by name and by content (else 422, 24), at most 20 MB, at most 40 megapixels. Stored re-encoded as JPEG like user photos (orientation applied, metadata stripped, long side at most 1024 px); replaces the earlier one. ${MANAGERS}`,
    params: idParams,
    multipart: true,
    files: ['condominium_photo'],
    response: okResult,
  }),
  deletePhoto: defineEndpoint({
    method: 'DELETE',
    path: 'condominium/photo/{id}',
    area: 'condominiums',
    summary: "Removes a condominium's photo",
    description: MANAGERS,
    params: idParams,
    response: okResult,
  }),
};

const TEMPLATE_MANAGERS = `condominiums.manage; a template of another condominium is 404. ${READERS}`;

/** A condominium's apartment templates (spec part 3 §5, §7). */
export const apartmentTemplatesEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: 'condominiums/{id}/apartmenttemplates',
    area: 'apartment-templates',
    summary: "A condominium's apartment templates",
    description: `By name, each with its apartment_count and \`can\`; \`can.create\` for the add button. ${READERS}`,
    params: idParams,
    response: apartmentTemplateListResponse,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: 'condominiums/{id}/apartmenttemplates',
    area: 'apartment-templates',
    summary: 'Adds an apartment template',
    description: `{name}, required (422). ${TEMPLATE_MANAGERS}`,
    params: idParams,
    body: apartmentTemplateRequest,
    response: apartmentTemplateResponse,
    status: 201,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: 'condominiums/{id}/apartmenttemplates/{templateId}',
    area: 'apartment-templates',
    summary: 'An apartment template',
    description: `A template of another condominium is 404. ${READERS}`,
    params: apartmentTemplateParams,
    response: apartmentTemplateResponse,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: 'condominiums/{id}/apartmenttemplates/{templateId}',
    area: 'apartment-templates',
    summary: 'Renames an apartment template',
    description: `{name}, required (422). ${TEMPLATE_MANAGERS}`,
    params: apartmentTemplateParams,
    body: apartmentTemplateRequest,
    response: apartmentTemplateResponse,
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: 'condominiums/{id}/apartmenttemplates/{templateId}',
    area: 'apartment-templates',
    summary: 'Deletes an apartment template',
    description: `A template that apartments use is refused with 409 (14) and nothing changes. ${TEMPLATE_MANAGERS}`,
    params: apartmentTemplateParams,
    response: okResult,
    errors: [409],
  }),
};
