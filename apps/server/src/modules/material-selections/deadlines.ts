import { ErrorCode, instantToWallTime, type SelectionDeadline as SelectionDeadlineAnswer } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { selectRows } from '../../platform/db/rows';
import { AppError } from '../../platform/http/app-error';
import {
  earlierDeadline,
  isPast,
  projectDeadlineFor,
  type SelectionDeadline,
} from '../material-deadlines/deadline-lookup';
import type { SelectionApartmentRow } from './material-selections.repo';

/**
 * The effective deadline of each form for one apartment: the project-level deadline looked up once
 * per project, the forms' own deadlines in one statement (deadline-lookup.ts has the rule).
 */
export async function formDeadlines(
  db: DbOrTx,
  apartment: SelectionApartmentRow,
  forms: readonly { id: number; projectId: number }[],
): Promise<Map<number, SelectionDeadline>> {
  const result = new Map<number, SelectionDeadline>();
  if (!forms.length) return result;
  const place = { stairwell: apartment.stairwell, apartmentNumber: apartment.apartmentNumber };
  const byProject = new Map<number, SelectionDeadline>();
  for (const projectId of new Set(forms.map((f) => f.projectId))) {
    byProject.set(projectId, await projectDeadlineFor(db, projectId, place));
  }
  const own = await selectRows<{ material_form_id: number; deadline_at: Date | string }>(
    db,
    sql`select material_form_id, deadline_at from material_form_deadlines
         where material_form_id in (${sql.join(
           forms.map((f) => sql`${f.id}`),
           sql`, `,
         )})`,
  );
  const ownByForm = new Map(own.map((r) => [r.material_form_id, new Date(r.deadline_at)]));
  for (const form of forms) {
    const projectLevel = byProject.get(form.projectId) ?? { deadlineAt: null, source: null };
    result.set(form.id, earlierDeadline(projectLevel, ownByForm.get(form.id) ?? null));
  }
  return result;
}

export function presentDeadline(deadline: SelectionDeadline | undefined, now = new Date()): SelectionDeadlineAnswer {
  if (!deadline) return { deadline_at: null, source: null, passed: false };
  return {
    deadline_at: deadline.deadlineAt?.toISOString() ?? null,
    source: deadline.source,
    passed: isPast(deadline, now),
  };
}

/**
 * 409 naming the deadline (README "Behaviour": a passed deadline is a state conflict, not bad
 * input): the message gives the installation's wall time, `fields.deadline_at` the instant.
 */
export function deadlinePassed(deadlineAt: Date, timeZone: string): AppError {
  const wall = instantToWallTime(deadlineAt, timeZone).slice(0, 16);
  return new AppError(
    409,
    ErrorCode.conflict,
    `The selection deadline passed on ${wall} (${timeZone}); the choices can no longer be changed.`,
    { deadline_at: [deadlineAt.toISOString()] },
  );
}

/** Throws 409 when any of the forms' deadlines has passed. */
export function requireOpen(
  deadlines: Map<number, SelectionDeadline>,
  formIds: Iterable<number>,
  timeZone: string,
): void {
  const now = new Date();
  for (const formId of formIds) {
    const deadline = deadlines.get(formId);
    if (deadline?.deadlineAt && isPast(deadline, now)) throw deadlinePassed(deadline.deadlineAt, timeZone);
  }
}
