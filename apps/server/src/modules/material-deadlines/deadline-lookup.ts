import type { DbOrTx } from '../../platform/db/client';
import { type DeadlinePlace, type FormDeadlineRow, findFormDeadlines } from './effective-deadlines.repo';

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
