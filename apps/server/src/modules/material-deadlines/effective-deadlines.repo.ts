import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { selectRows, sqlIdList } from '../../platform/db/rows';

/*
 * The effective-deadline rule in SQL, written once (spec part 3 §9, DECISIONS.md "Condominiums and
 * materials"): of the project's `materialdeadlines` rows, the one for the exact stairwell and
 * apartment number, else the stairwell's, else the project-wide one (on one level the latest added
 * wins: staff add a row to change a deadline); beside it the form's own deadline. Which of the two
 * closes the form (the earlier) is decided below (toFormDeadlines). Every statement that needs a form's
 * deadline joins these two to its forms, aliased `f`.
 */

/** The place a deadline row names: an apartment's stairwell and number. */
export interface DeadlinePlace {
  stairwell: string;
  apartmentNumber: string | null;
}

/** A form's deadline facts; dates are text when the row was read through JSON. */
export interface FormDeadlineRow {
  id: number;
  own_deadline: Date | string | null;
  project_deadline: Date | string | null;
  /** The project-level row's level: 0 apartment, 1 stairwell, 2 project-wide; null without one. */
  level: number | null;
}

/** The columns of FormDeadlineRow beside `f.id`, for a statement that has `effectiveDeadlineJoins`. */
export const effectiveDeadlineColumns = sql`fd.deadline_at as own_deadline, pd.deadline_at as project_deadline, pd.level`;

/** The form's own deadline (`fd`) and the project-level row for `place` (`pd`), joined to forms `f`. */
export function effectiveDeadlineJoins(place: DeadlinePlace): SQL {
  return sql`left join material_form_deadlines fd on fd.material_form_id = f.id
          left join lateral (
            select deadline_at,
                   case when apartment_number is not null then 0 when stairwell is not null then 1 else 2 end as level
              from material_deadlines
             where project_id = f.project_id
               and (stairwell is null or stairwell = ${place.stairwell})
               and (apartment_number is null or apartment_number = ${place.apartmentNumber ?? ''})
             order by level, created_at desc, id desc
             limit 1) pd on true`;
}

/** The deadline facts of each of the forms for an apartment at `place`: one statement. */
export async function findFormDeadlines(
  db: DbOrTx,
  place: DeadlinePlace,
  formIds: readonly number[],
): Promise<FormDeadlineRow[]> {
  if (!formIds.length) return [];
  return selectRows<FormDeadlineRow>(
    db,
    sql`select f.id, ${effectiveDeadlineColumns}
          from material_forms f
          ${effectiveDeadlineJoins(place)}
         where f.id in (${sqlIdList(formIds)})`,
  );
}

/**
 * Which deadline closes an apartment's material selection (spec part 3 §9, DECISIONS.md
 * "Condominiums and materials"): the project's deadline row for the apartment, by the rule of
 * effective-deadlines.repo.ts (exact apartment, then stairwell, then project-wide), or the form's
 * own deadline (`materialFormDeadlines`) when it is set and earlier.
 */
export type DeadlineSource = 'apartment' | 'stairwell' | 'project' | 'form';

export interface SelectionDeadline {
  deadlineAt: Date | null;
  source: DeadlineSource | null;
}

const NONE: SelectionDeadline = { deadlineAt: null, source: null };
const LEVELS: readonly DeadlineSource[] = ['apartment', 'stairwell', 'project'];

/** Combines a project-level deadline with a form's own one: the earlier closes the form. */
function earlierDeadline(projectLevel: SelectionDeadline, formDeadline: Date | null): SelectionDeadline {
  if (formDeadline && (!projectLevel.deadlineAt || formDeadline < projectLevel.deadlineAt)) {
    return { deadlineAt: formDeadline, source: 'form' };
  }
  return projectLevel;
}

/** Rows of the rule's SQL → each form's effective deadline, in the rows' order. */
export function toFormDeadlines(rows: readonly FormDeadlineRow[]): Map<number, SelectionDeadline> {
  const result = new Map<number, SelectionDeadline>();
  for (const row of rows) {
    const projectLevel: SelectionDeadline =
      row.project_deadline === null
        ? NONE
        : { deadlineAt: new Date(row.project_deadline), source: LEVELS[row.level ?? 2] };
    result.set(row.id, earlierDeadline(projectLevel, row.own_deadline === null ? null : new Date(row.own_deadline)));
  }
  return result;
}

/** The effective deadline of each form for an apartment at `place`, in one statement. */
export async function formDeadlines(
  db: DbOrTx,
  place: DeadlinePlace,
  formIds: readonly number[],
): Promise<Map<number, SelectionDeadline>> {
  return toFormDeadlines(await findFormDeadlines(db, place, formIds));
}

/**
 * The deadline of one form for one apartment.
 * @public The owner's submission (material-selections) is closed with it.
 */
export async function selectionDeadlineFor(
  db: DbOrTx,
  place: DeadlinePlace,
  materialFormId: number,
): Promise<SelectionDeadline> {
  return (await formDeadlines(db, place, [materialFormId])).get(materialFormId) ?? NONE;
}

/** Whether a deadline has passed at `now` (a missing deadline never closes). */
export function isPast(deadline: SelectionDeadline, now: Date = new Date()): boolean {
  return deadline.deadlineAt !== null && deadline.deadlineAt.getTime() <= now.getTime();
}
