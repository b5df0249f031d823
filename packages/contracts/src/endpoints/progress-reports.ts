import { okResult } from '../envelope';
import { defineEndpoint } from '../http/endpoint';
import { idParams } from '../primitives';
import {
  createProgressReportRequest,
  progressReportListResponse,
  progressReportParams,
  progressReportQuery,
  progressReportResponse,
} from '../progress-reports';

const READERS = 'Anyone who sees the project (projects.access); a project they may not see is 404.';

/** Progress reports ("progress numbers", spec part 2 §3, §5, §7). */
export const progressReportsEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: 'projects/{id}/progressnumber-submissions',
    area: 'progress-reports',
    summary: "A project's progress reports",
    description: `The reports, newest first, optionally from \`start\` to \`end\` (days, \`YYYY-MM-DD\`; the end day is included whole). ${READERS}`,
    params: idParams,
    query: progressReportQuery,
    response: progressReportListResponse,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: 'projects/{id}/progressnumber-submissions',
    area: 'progress-reports',
    summary: 'Adds a progress report',
    description:
      '{date: `DD.MM.YYYY HH:mm`, numbers: [{slug, unit, value}] or that array as a JSON string}; every field of every task is required (422). The report records the sender and their company in the project. Users who see the project and work in an owner or subcontractor company, or hold projects.manage.',
    params: idParams,
    body: createProgressReportRequest,
    response: progressReportResponse,
    status: 201,
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: 'projects/{id}/progressnumber-submissions/{submissionId}',
    area: 'progress-reports',
    summary: 'Deletes a progress report',
    description: 'Its sender, or projects.manage in a project the caller sees; a report of another project is 404.',
    params: progressReportParams,
    response: okResult,
  }),
};
