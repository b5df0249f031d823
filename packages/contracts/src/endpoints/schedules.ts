import { okResult } from '../envelope';
import { defineEndpoint } from '../http/endpoint';
import { idParams } from '../primitives';
import { saveScheduleRequest, scheduleListResponse, scheduleParams, scheduleResponse } from '../schedules';

const WRITERS =
  'projects.manage in a project the caller sees (DECISIONS.md "Who may write"); an entry of another project is 404; automatic entries (status changes) are read-only: 403.';
const CHECKS =
  'Checks (422): description, start_at and end_at required (35); start_at after end_at or estimate_start_at after estimate_end_at (34, equal is allowed); completion not a whole number (38) or outside 0-100 (37). Dates are `YYYY-MM-DD`; `completion` is stored and answered as `completion_percentage`. A parent_id of another project is 404; a parent that is the entry itself or one of its descendants is 422 (field parent_id).';

/** Project schedules (spec part 2 §3, §5, §7; DECISIONS.md "Schedules"). */
export const schedulesEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: 'projects/{id}/schedules',
    area: 'schedules',
    summary: "A project's schedule",
    description:
      'The entries in tree order (each root, then its children depth first), with `level` (depth; an entry whose parent is gone is a root) and `children` (ids). Users with schedules_view see every level, others the top level only (`can.viewAllLevels`). Anyone who sees the project (projects.access); a project they may not see is 404.',
    params: idParams,
    response: scheduleListResponse,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: 'projects/{id}/schedules',
    area: 'schedules',
    summary: 'Adds a schedule entry',
    description: `{description, start_at, end_at, estimate_start_at?, estimate_end_at?, completion?, parent_id?}. ${CHECKS} ${WRITERS}`,
    params: idParams,
    body: saveScheduleRequest,
    response: scheduleResponse,
    status: 201,
    errors: [404],
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: 'projects/{id}/schedules/{scheduleId}',
    area: 'schedules',
    summary: 'Edits a schedule entry',
    description: `The same body and checks as adding. ${CHECKS} ${WRITERS}`,
    params: scheduleParams,
    body: saveScheduleRequest,
    response: scheduleResponse,
    errors: [404],
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: 'projects/{id}/schedules/{scheduleId}',
    area: 'schedules',
    summary: 'Deletes a schedule entry',
    description: `Deletes the entry; its children become roots (spec part 2 §3). ${WRITERS}`,
    params: scheduleParams,
    response: okResult,
  }),
};
