import { documentResponse } from '../documents';
import { okResult } from '../envelope';
import { defineEndpoint } from '../http/endpoint';
import { idParams } from '../primitives';
import {
  createSummaryViewRequest,
  setSummaryViewDocumentStateRequest,
  summaryViewCompanyParams,
  summaryViewDocumentListResponse,
  summaryViewDocumentParams,
  summaryViewListResponse,
  summaryViewResponse,
} from '../summary-views';

const WHO =
  'Owner-managers see and manage every view; users of an attached company see that view (read-only, with the state change). Any other view is 404.';
const MANAGE = 'Owner-managers only (403 for a user of an attached company; 404 for anyone else).';
const DOCUMENTS =
  'A view\'s documents: the not removed documents of every project folder copied from the view\'s default folder (not their sub folders), in projects that are not deleted (DECISIONS.md "Summary views").';

/** Summary views (spec part 2 "Summary views", §7; DECISIONS.md "Summary views"). */
export const summaryViewsEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: 'summaryviews',
    area: 'summary-views',
    summary: 'Summary views',
    description: `Every view for owner-managers; for anyone else the views shared with their companies (may be empty), by name, with their companies (outside the owner side only the caller's own). ${WHO}`,
    response: summaryViewListResponse,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: 'summaryviews',
    area: 'summary-views',
    summary: 'Creates a summary view',
    description: `{name, defaultfolder_id}; an empty name is 422, a default folder that does not exist 404. ${MANAGE}`,
    body: createSummaryViewRequest,
    response: summaryViewResponse,
    status: 201,
    errors: [404],
  }),
  get: defineEndpoint({
    method: 'GET',
    path: 'summaryviews/{id}',
    area: 'summary-views',
    summary: 'One summary view',
    description: WHO,
    params: idParams,
    response: summaryViewResponse,
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: 'summaryviews/{id}',
    area: 'summary-views',
    summary: 'Deletes a summary view',
    description: `The view and its company attachments; documents and folders stay. ${MANAGE}`,
    params: idParams,
    response: okResult,
  }),
  documents: defineEndpoint({
    method: 'GET',
    path: 'summaryviews/{id}/documents',
    area: 'summary-views',
    summary: "A summary view's documents",
    description: `${DOCUMENTS} By project and counter, each with the document answer plus project_code, project_name and summary_companies; every \`can\` false. ${WHO}`,
    params: idParams,
    response: summaryViewDocumentListResponse,
  }),
  addCompanyGet: defineEndpoint({
    method: 'GET',
    path: 'summaryviews/{id}/companies/add/{companyId}',
    area: 'summary-views',
    summary: 'Shares a summary view with a company (the GET the spec sends)',
    description: `A write the spec sends as GET; the POST twin is the same. Attaching twice changes nothing. A company that does not exist: 404. ${MANAGE}`,
    params: summaryViewCompanyParams,
    response: summaryViewResponse,
  }),
  addCompany: defineEndpoint({
    method: 'POST',
    path: 'summaryviews/{id}/companies/add/{companyId}',
    area: 'summary-views',
    summary: 'Shares a summary view with a company',
    description: `Attaching twice changes nothing. A company that does not exist: 404. ${MANAGE}`,
    params: summaryViewCompanyParams,
    response: summaryViewResponse,
  }),
  removeCompanyGet: defineEndpoint({
    method: 'GET',
    path: 'summaryviews/{id}/companies/remove/{companyId}',
    area: 'summary-views',
    summary: 'Stops sharing a summary view with a company (the GET the spec sends)',
    description: `A write the spec sends as GET; the POST twin is the same. A company not attached changes nothing. ${MANAGE}`,
    params: summaryViewCompanyParams,
    response: summaryViewResponse,
  }),
  removeCompany: defineEndpoint({
    method: 'POST',
    path: 'summaryviews/{id}/companies/remove/{companyId}',
    area: 'summary-views',
    summary: 'Stops sharing a summary view with a company',
    description: `A company not attached changes nothing. ${MANAGE}`,
    params: summaryViewCompanyParams,
    response: summaryViewResponse,
  }),
  setState: defineEndpoint({
    method: 'POST',
    path: 'summaryviews/{id}/documents/{documentId}/status',
    area: 'summary-views',
    summary: "Sets a document's state keyword in a summary view",
    description: `{keyword_id}: any keyword of the state field (4), active or not (spec part 2 §4); another field's keyword or none: 404. The document must be one of the view's (else 404); it replaces the document's state keywords and leaves everything else. ${WHO}`,
    params: summaryViewDocumentParams,
    body: setSummaryViewDocumentStateRequest,
    response: documentResponse,
    errors: [404, 410],
  }),
};
