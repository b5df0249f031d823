import { fieldListResponse, GLOBAL_DESCRIPTION, keywordListResponse } from '../globals';
import { defineEndpoint } from '../http/endpoint';

/** Document fields and keywords: the globals `fields` and `allKeywords` (spec part 1 §3). */
export const fieldsEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: 'fields',
    area: 'fields',
    summary: 'Field definitions with their keywords',
    description: GLOBAL_DESCRIPTION,
    response: fieldListResponse,
    auth: 'public',
  }),
  allKeywords: defineEndpoint({
    method: 'GET',
    path: 'allKeywords',
    area: 'fields',
    summary: 'Every keyword of every field',
    description: GLOBAL_DESCRIPTION,
    response: keywordListResponse,
    auth: 'public',
  }),
};
