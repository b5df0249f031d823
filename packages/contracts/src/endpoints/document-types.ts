import {
  createDocumentTypeRequest,
  documentTypeFieldsRequest,
  documentTypeListResponse,
  documentTypeResponse,
  updateDocumentTypeRequest,
} from '../document-types';
import { okResult } from '../envelope';
import { defineEndpoint } from '../http/endpoint';
import { idParams } from '../primitives';

const WRITERS = 'Owner-managers (the /document-types screen).';
const MISSING = 'A missing or blank name is 422 code 8.';
const NOT_FOUND = 'A missing type is 404.';

/** Document types (spec part 2 "Document types", §7). */
export const documentTypesEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: 'document-types',
    area: 'document-types',
    summary: 'Document types',
    description:
      'Every type, the default one first then by name, each with its fields (in order, with their keywords) and `can`; the list `can` says whether the caller may add types and manage fields. Every signed-in user (the upload dialog and the search choose from them).',
    response: documentTypeListResponse,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: 'document-types',
    area: 'document-types',
    summary: 'Creates a document type',
    description: `Creates a type {name}; \`is_immutable\`, \`is_default\` and \`is_active\` are ignored: a new type is not default, not immutable and active, with no fields. ${MISSING} ${WRITERS}`,
    body: createDocumentTypeRequest,
    response: documentTypeResponse,
    status: 201,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: 'document-types/{id}',
    area: 'document-types',
    summary: 'Renames or (de)activates a document type',
    description: `Edits {name, is_active}. The default type cannot be renamed or deactivated: 409 code 14. ${MISSING} ${NOT_FOUND} ${WRITERS}`,
    params: idParams,
    body: updateDocumentTypeRequest,
    response: documentTypeResponse,
    errors: [409],
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: 'document-types/{id}',
    area: 'document-types',
    summary: 'Deletes a document type',
    description: `Deletes a type. The default type: 409 code 14; a type some document uses (removed ones included): 409 code 27. ${NOT_FOUND} ${WRITERS}`,
    params: idParams,
    response: okResult,
    errors: [409],
  }),
  fields: defineEndpoint({
    method: 'PUT',
    path: 'document-types/{id}/fields',
    area: 'document-types',
    summary: 'Sets the fields a document type shows',
    description: `{fieldIds}: the fields in the order the type shows them (replaces the list; repeated ids count once). An unknown field id: 422 field fieldIds. ${NOT_FOUND} ${WRITERS}`,
    params: idParams,
    body: documentTypeFieldsRequest,
    response: documentTypeResponse,
  }),
};
