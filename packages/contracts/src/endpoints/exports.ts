import { exportDocumentsRequest, exportDocumentsResponse, exportDownloadQuery } from '../exports';
import { defineEndpoint } from '../http/endpoint';
import { idParams } from '../primitives';

/** ZIP exports of documents (spec part 2 §7 "Export"). */
export const exportsEndpoints = {
  create: defineEndpoint({
    method: 'POST',
    path: 'projects/{id}/files-zip',
    area: 'exports',
    summary: "Exports documents' files as a ZIP, by e-mail",
    description:
      "{documentIds}; none: 26. All checked in one query: a document the caller may not see, or of another project, is 404 (as the project), a removed one 410. Allowed while FEATURE_EXPORT is on (else 403) to whoever sees the documents (projects.access and documents.access, else 404), as the panel's `can.export` says. The ZIP is made in the background; a link that works for 7 days is e-mailed to the caller and announced as EXPORT_READY on their channel.",
    params: idParams,
    body: exportDocumentsRequest,
    response: exportDocumentsResponse,
  }),
  download: defineEndpoint({
    method: 'GET',
    path: 'document-exports/{id}/download',
    area: 'exports',
    summary: 'Downloads an export (the e-mailed link)',
    description:
      'The link is the credential: `token` from the e-mail, no sign-in. Wrong token or not ready: 404; after the link expired: 410. An attachment (application/zip).',
    params: idParams,
    query: exportDownloadQuery,
    response: 'file',
    auth: 'public',
    addition: 'the spec says the link arrives by e-mail but not where it points',
    errors: [410],
  }),
};
