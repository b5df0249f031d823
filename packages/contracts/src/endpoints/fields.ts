import {
  fieldKeywordParams,
  fieldRequest,
  fieldResponse,
  keywordResponse,
  updateKeywordRequest,
} from '../document-types';
import { okResult } from '../envelope';
import { fieldListResponse, GLOBAL_DESCRIPTION, keywordListResponse } from '../globals';
import { defineEndpoint } from '../http/endpoint';
import { idParams } from '../primitives';

const WRITERS = 'Owner-managers (the field management modal of /document-types).';
const KEYWORDS = 'Needs keywords.manage.';
const KEYWORD_PATH =
  "The spec writes fields/0/keywords/{keyword}: field id 0 is accepted and the keyword id decides; another field id must be the keyword's own field (else 404).";

/** Document fields and keywords: the globals `fields` and `allKeywords` (spec part 1 §3) and their administration. */
export const fieldsEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: 'fields',
    area: 'fields',
    summary: 'Field definitions with their keywords',
    description: GLOBAL_DESCRIPTION,
    response: fieldListResponse,
    auth: 'public',
    errors: [401],
  }),
  allKeywords: defineEndpoint({
    method: 'GET',
    path: 'allKeywords',
    area: 'fields',
    summary: 'Every keyword of every field',
    description: GLOBAL_DESCRIPTION,
    response: keywordListResponse,
    auth: 'public',
    errors: [401],
  }),
  create: defineEndpoint({
    method: 'POST',
    path: 'fields',
    area: 'fields',
    summary: 'Creates a field',
    description: `{fieldName, fieldType (keywords, text, date), keywords [{text, deactivated}], showInDocumentsTable}. The field is not a default one; show_in_documents_table is false (the spec's rule; the sent value is ignored). Keywords count only for a keyword field. ${WRITERS}`,
    body: fieldRequest,
    response: fieldResponse,
    status: 201,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: 'fields/{id}',
    area: 'fields',
    summary: 'Edits a field and its keywords',
    description: `As for create; show_in_documents_table becomes true (the spec's rule). The type does not change. A default field keeps its name. Keywords with an id are updated (an id of another field: 422 field keywords), those without one are added and those left out are deleted; a default field's keywords cannot be deleted (409 code 14). A missing field is 404. ${WRITERS}`,
    params: idParams,
    body: fieldRequest,
    response: fieldResponse,
    errors: [409],
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: 'fields/{id}',
    area: 'fields',
    summary: 'Deletes a field',
    description: `Deletes a field with its keywords and the values documents hold for it. A default field cannot be deleted (409 code 14). A missing field is 404. ${WRITERS}`,
    params: idParams,
    response: okResult,
    errors: [409],
  }),
  keywords: defineEndpoint({
    method: 'GET',
    path: 'fields/{id}/keywords',
    area: 'fields',
    summary: "A field's keywords",
    description: `The keywords of field {id} by text, deactivated ones included (the spec lists fields 2, 3, 4: phase, subject, state). A missing field is 404. ${KEYWORDS}`,
    params: idParams,
    response: keywordListResponse,
  }),
  updateKeyword: defineEndpoint({
    method: 'PUT',
    path: 'fields/{id}/keywords/{keywordId}',
    area: 'fields',
    summary: 'Edits a keyword',
    description: `{text, deactivated, keyword?}: renames and (de)activates a keyword, default fields' keywords included. ${KEYWORD_PATH} ${KEYWORDS}`,
    params: fieldKeywordParams,
    body: updateKeywordRequest,
    response: keywordResponse,
  }),
  deleteKeyword: defineEndpoint({
    method: 'DELETE',
    path: 'fields/{id}/keywords/{keywordId}',
    area: 'fields',
    summary: 'Deletes a keyword',
    description: `Deletes a keyword and takes it off the documents holding it. Keywords of default fields (phase, subject, state) cannot be deleted: 409 code 14 (deactivate them instead). ${KEYWORD_PATH} ${KEYWORDS}`,
    params: fieldKeywordParams,
    response: okResult,
    errors: [409],
  }),
};
