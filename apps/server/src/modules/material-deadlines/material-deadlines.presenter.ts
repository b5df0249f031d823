import {
  type DeadlineLevel,
  instantToWallTime,
  type MaterialDeadline,
  type MaterialFormDeadline,
  type QuoteDeadline,
} from '@portal/contracts';
import { isPast } from './effective-deadlines.repo';
import type { DeadlineRow, FormDeadlineRow } from './material-deadlines.repo';

/** Both spellings of an instant: ISO for programs, the installation's wall clock for people. */
export function deadlineTimes(instant: Date, timeZone: string) {
  return { deadline_at: instant.toISOString(), deadline_local: instantToWallTime(instant, timeZone) };
}

export function levelOf(row: Pick<DeadlineRow, 'stairwell' | 'apartmentNumber'>): DeadlineLevel {
  if (row.apartmentNumber !== null) return 'apartment';
  return row.stairwell !== null ? 'stairwell' : 'project';
}

export function presentDeadline(row: DeadlineRow, timeZone: string, manage: boolean): MaterialDeadline {
  return {
    id: row.id,
    project_id: row.projectId,
    stairwell: row.stairwell,
    apartment_number: row.apartmentNumber,
    level: levelOf(row),
    ...deadlineTimes(row.deadlineAt, timeZone),
    passed: isPast({ deadlineAt: row.deadlineAt, source: levelOf(row) }),
    can: { delete: manage },
  };
}

export function presentFormDeadline(row: FormDeadlineRow, timeZone: string, manage: boolean): MaterialFormDeadline {
  return {
    id: row.id,
    material_form_id: row.materialFormId,
    material_form_name: row.materialFormName,
    project_id: row.projectId,
    ...deadlineTimes(row.deadlineAt, timeZone),
    can: { update: manage, delete: manage },
  };
}

export function presentQuoteDeadline(
  row: { id: number; projectId: number; deadlineAt: Date },
  timeZone: string,
  manage: boolean,
): QuoteDeadline {
  return {
    id: row.id,
    material_quote_id: row.id,
    project_id: row.projectId,
    ...deadlineTimes(row.deadlineAt, timeZone),
    can: { update: manage, delete: manage },
  };
}
