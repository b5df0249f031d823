import {
  contactListResponse,
  contactParams,
  contactResponse,
  createContactRequest,
  updateContactRequest,
} from '../contacts';
import { okResult } from '../envelope';
import { defineEndpoint } from '../http/endpoint';
import { idParams } from '../primitives';

const READERS = 'Anyone who sees the project (projects.access); a project they may not see is 404.';
const WRITERS =
  'projects.manage in a project the caller sees (DECISIONS.md "Who may write": client and subcontractor managers too); a contact of another project is 404.';

/** Project contacts (spec part 2 §3, §5, §7). */
export const contactsEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: 'projects/{id}/contacts',
    area: 'contacts',
    summary: "A project's contacts",
    description: `The contacts, oldest first, each with \`can\`; the list's \`can.create\` says whether the caller may add one. ${READERS}`,
    params: idParams,
    response: contactListResponse,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: 'projects/{id}/contacts',
    area: 'contacts',
    summary: 'Adds a contact',
    description: `{first_name, last_name, title, phone?, email?}: the first three are required (422, field message "required"); phone and email are free text. ${WRITERS}`,
    params: idParams,
    body: createContactRequest,
    response: contactResponse,
    status: 201,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: 'projects/{id}/contacts/{contactId}',
    area: 'contacts',
    summary: 'Edits a contact',
    description: `Any of first_name, last_name, title, phone, email; a field left out keeps its value. The spec's edit has no validation, so empty text is accepted. ${WRITERS}`,
    params: contactParams,
    body: updateContactRequest,
    response: contactResponse,
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: 'projects/{id}/contacts/{contactId}',
    area: 'contacts',
    summary: 'Deletes a contact',
    description: `Deletes the contact. ${WRITERS}`,
    params: contactParams,
    response: okResult,
  }),
};
