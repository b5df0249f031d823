import { defineEndpoint } from '../http/endpoint';
import { idParams } from '../primitives';
import {
  productReportLinkRequest,
  productReportLinkResponse,
  productReportParams,
  productReportQuery,
} from '../product-reports';

const CALLERS =
  "The bearer token of staff who see the project (projects.access and the visibility join), or a print link's `token` (POST productreport-links) made for this project and form and still valid; without either 401, a bad or expired link 401. Residents get 404.";
const ANSWER =
  "HTML (`format=html`, the default): by stairwell, every apartment of the project's condominium with its choices (select, option, quantity = the select's area when non-zero, unit price, row total), apartment and stairwell totals summed in cents, printable on A4; served with a script-free Content-Security-Policy. `format=csv`: the same rows for ordering, cells that a spreadsheet would read as a formula made inert.";

/** Product reports of a condominium project's material selections (spec part 3 §7). */
export const productReportsEndpoints = {
  form: defineEndpoint({
    method: 'GET',
    path: 'projects/{id}/productreport/{formId}',
    area: 'reports',
    summary: "One material form's product report",
    description: `${ANSWER} A form of another project: 404 (code 13). ${CALLERS}`,
    params: productReportParams,
    query: productReportQuery,
    response: 'file',
    auth: 'public',
    errors: [401],
  }),
  project: defineEndpoint({
    method: 'GET',
    path: 'projects/{id}/productreportforproject',
    area: 'reports',
    summary: "The project's product report, every form",
    description: `${ANSWER} Every material form of the project, a row naming its form. The spec's spelling with a trailing slash answers the same. ${CALLERS}`,
    params: idParams,
    query: productReportQuery,
    response: 'file',
    auth: 'public',
    errors: [401],
  }),
  link: defineEndpoint({
    method: 'POST',
    path: 'projects/{id}/productreport-links',
    area: 'reports',
    summary: 'A print link of a product report',
    description:
      '{material_form_id?, format?}: a URL of the report that works for 5 minutes without the bearer token (a new browser tab cannot send it), signed for this caller, project, form and format. A form of another project: 404 (code 13). Staff who see the project; residents 404.',
    params: idParams,
    body: productReportLinkRequest,
    response: productReportLinkResponse,
    errors: [404],
    addition: 'DECISIONS.md: a short-lived signed `?token=` link for printing',
  }),
};
