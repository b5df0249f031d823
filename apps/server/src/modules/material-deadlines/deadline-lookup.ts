import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { selectRows } from '../../platform/db/rows';

/**
 * Which deadline closes an apartment's material selection (spec part 3 §9, DECISIONS.md
 * "Condominiums and materials"): the project's `materialdeadlines` row for the exact stairwell and
 * apartment number, else the stairwell's, else the project-wide one; a form's own deadline
 * (`materialFormDeadlines`), when set and earlier, closes that form earlier. Several rows on the
 * same level: the latest added wins (staff add a row to change a deadline).
 */
export type DeadlineSource = 'apartment' | 'stairwell' | 'project' | 'form';

export interface SelectionDeadline {
  deadlineAt: Date | null;
  source: DeadlineSource | null;
}

export interface DeadlineApartment {
  stairwell: string;
  apartmentNumber: string | null;
}

/** The project-level deadline of one apartment (no form). */
export async function projectDeadlineFor(
  db: DbOrTx,
  projectId: number,
  apartment: DeadlineApartment,
): Promise<SelectionDeadline> {
  const rows = await selectRows<{ deadline_at: Date | string; level: number }>(
    db,
    sql`select deadline_at,
               case when apartment_number is not null then 0 when stairwell is not null then 1 else 2 end as level
          from material_deadlines
         where project_id = ${projectId}
           and (stairwell is null or stairwell = ${apartment.stairwell})
           and (apartment_number is null or apartment_number = ${apartment.apartmentNumber ?? ''})
         order by level, created_at desc, id desc
         limit 1`,
  );
  const row = rows[0];
  if (!row) return { deadlineAt: null, source: null };
  const source: DeadlineSource = row.level === 0 ? 'apartment' : row.level === 1 ? 'stairwell' : 'project';
  return { deadlineAt: new Date(row.deadline_at), source };
}

/**
 * The deadline of one form for one apartment: the project-level one, or the form's own when earlier.
 * @public The owner's selection and its save (material-selections) close a form with it.
 */
export async function selectionDeadlineFor(
  db: DbOrTx,
  projectId: number,
  apartment: DeadlineApartment,
  materialFormId: number,
): Promise<SelectionDeadline> {
  const projectLevel = await projectDeadlineFor(db, projectId, apartment);
  const own = await selectRows<{ deadline_at: Date | string }>(
    db,
    sql`select deadline_at from material_form_deadlines where material_form_id = ${materialFormId} limit 1`,
  );
  const formDeadline = own[0] ? new Date(own[0].deadline_at) : null;
  return earlierDeadline(projectLevel, formDeadline);
}

/** Combines a project-level deadline with a form's own one: the earlier closes the form. */
export function earlierDeadline(projectLevel: SelectionDeadline, formDeadline: Date | null): SelectionDeadline {
  if (formDeadline && (!projectLevel.deadlineAt || formDeadline < projectLevel.deadlineAt)) {
    return { deadlineAt: formDeadline, source: 'form' };
  }
  return projectLevel;
}

/** Whether a deadline has passed at `now` (a missing deadline never closes). */
export function isPast(deadline: SelectionDeadline, now: Date = new Date()): boolean {
  return deadline.deadlineAt !== null && deadline.deadlineAt.getTime() <= now.getTime();
}
