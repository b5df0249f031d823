import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { selectRows, sqlIdList } from '../../platform/db/rows';

/*
 * The effective-deadline rule in SQL, written once (spec part 3 §9, DECISIONS.md "Condominiums and
 * materials"): of the project's `materialdeadlines` rows, the one for the exact stairwell and
 * apartment number, else the stairwell's, else the project-wide one (on one level the latest added
 * wins: staff add a row to change a deadline); beside it the form's own deadline. Which of the two
 * closes the form (the earlier) is deadline-lookup.ts's. Every statement that needs a form's
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
