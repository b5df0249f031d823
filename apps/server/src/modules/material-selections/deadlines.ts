import { ErrorCode, type SelectionDeadline as SelectionDeadlineAnswer } from '@portal/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { DbOrTx } from '../../platform/db/client';
import { selectRows } from '../../platform/db/rows';
import { AppError } from '../../platform/http/app-error';
import { formatInstant } from '../../platform/time/format-instant';
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
export function deadlinePassed(deadlineAt: Date, config: Pick<Config, 'TIME_ZONE'>): AppError {
  return new AppError(
    409,
    ErrorCode.conflict,
    `The selection deadline passed on ${formatInstant(config, deadlineAt)} (${config.TIME_ZONE}); the choices can no longer be changed.`,
    { deadline_at: [deadlineAt.toISOString()] },
  );
}

/** Throws 409 when any of the forms' deadlines has passed. */
export function requireOpen(
  deadlines: Map<number, SelectionDeadline>,
  formIds: Iterable<number>,
  config: Pick<Config, 'TIME_ZONE'>,
): void {
  const now = new Date();
  for (const formId of formIds) {
    const deadline = deadlines.get(formId);
    if (deadline?.deadlineAt && isPast(deadline, now)) throw deadlinePassed(deadline.deadlineAt, config);
  }
}

/** A row of applicableFormsQuery; dates are text when read through JSON. */
export interface ApplicableFormRow {
  id: number;
  own_deadline: Date | string | null;
  project_deadline: Date | string | null;
  level: number | null;
}

/**
 * The project's forms that apply to the apartment (linked to its template) with each one's
 * effective deadline, read in the same statement as the choices (findChoicesAndForms): the save's
 * hot path. The project-level row is picked by the rule of deadline-lookup.ts (exact apartment, then
 * stairwell, then project-wide; the latest added on a level), written here as a lateral join; the
 * tests of both pin the same cases.
 */
export function applicableFormsQuery(projectId: number, apartment: SelectionApartmentRow): SQL {
  if (apartment.apartmentTemplateId === null) {
    return sql`select null::int as id, null::timestamptz as own_deadline, null::timestamptz as project_deadline,
                      null::int as level where false`;
  }
  return sql`select f.id, fd.deadline_at as own_deadline, pd.deadline_at as project_deadline, pd.level
          from material_forms f
          join apartment_template_material_forms l
            on l.material_form_id = f.id and l.apartment_template_id = ${apartment.apartmentTemplateId}
          left join material_form_deadlines fd on fd.material_form_id = f.id
          left join lateral (
            select deadline_at,
                   case when apartment_number is not null then 0 when stairwell is not null then 1 else 2 end as level
              from material_deadlines
             where project_id = ${projectId}
               and (stairwell is null or stairwell = ${apartment.stairwell})
               and (apartment_number is null or apartment_number = ${apartment.apartmentNumber ?? ''})
             order by level, created_at desc, id desc
             limit 1) pd on true
         where f.project_id = ${projectId}
         order by lower(f.name), f.id`;
}

/** Rows of applicableFormsQuery → each form's effective deadline, in the rows' order. */
export function toFormDeadlines(rows: readonly ApplicableFormRow[]): Map<number, SelectionDeadline> {
  const result = new Map<number, SelectionDeadline>();
  const sources: SelectionDeadline['source'][] = ['apartment', 'stairwell', 'project'];
  for (const row of rows) {
    const projectLevel: SelectionDeadline =
      row.project_deadline === null
        ? { deadlineAt: null, source: null }
        : { deadlineAt: new Date(row.project_deadline), source: sources[row.level ?? 2] };
    result.set(row.id, earlierDeadline(projectLevel, row.own_deadline === null ? null : new Date(row.own_deadline)));
  }
  return result;
}
