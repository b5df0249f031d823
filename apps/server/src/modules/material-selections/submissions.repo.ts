import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { selectRows, sqlIdList } from '../../platform/db/rows';

/* Form submissions (`materialFormSubmission`): one per apartment and form. */

export interface SubmissionRow {
  id: number;
  apartmentId: number;
  materialFormId: number;
  projectId: number;
  status: string;
  submittedAt: Date | null;
  updatedAt: Date;
}

type RawSubmission = {
  id: number;
  apartment_id: number;
  material_form_id: number;
  project_id: number;
  status: string;
  submitted_at: Date | string | null;
  updated_at: Date | string;
};

function toSubmission(r: RawSubmission): SubmissionRow {
  return {
    id: r.id,
    apartmentId: r.apartment_id,
    materialFormId: r.material_form_id,
    projectId: r.project_id,
    status: r.status,
    submittedAt: r.submitted_at === null ? null : new Date(r.submitted_at),
    updatedAt: new Date(r.updated_at),
  };
}

const columns = sql`s.id, s.apartment_id, s.material_form_id, f.project_id, s.status, s.submitted_at, s.updated_at`;
const joins = sql`from material_form_submissions s join material_forms f on f.id = s.material_form_id`;

export async function findSubmission(db: DbOrTx, id: number, lock: boolean): Promise<SubmissionRow | undefined> {
  const rows = await selectRows<RawSubmission>(
    db,
    sql`select ${columns} ${joins} where s.id = ${id}${lock ? sql` for update of s` : sql``}`,
  );
  return rows[0] ? toSubmission(rows[0]) : undefined;
}

export async function findApartmentFormSubmission(
  db: DbOrTx,
  apartmentId: number,
  formId: number,
): Promise<SubmissionRow | undefined> {
  const rows = await selectRows<RawSubmission>(
    db,
    sql`select ${columns} ${joins} where s.apartment_id = ${apartmentId} and s.material_form_id = ${formId}`,
  );
  return rows[0] ? toSubmission(rows[0]) : undefined;
}

/** The apartment's submissions: of every form, or of the forms given. */
export async function findApartmentSubmissions(
  db: DbOrTx,
  apartmentId: number,
  formIds?: readonly number[],
): Promise<SubmissionRow[]> {
  if (formIds && !formIds.length) return [];
  const rows = await selectRows<RawSubmission>(
    db,
    sql`select ${columns} ${joins} where s.apartment_id = ${apartmentId}
        ${formIds ? sql`and s.material_form_id in (${sqlIdList(formIds)})` : sql``}
        order by f.id`,
  );
  return rows.map(toSubmission);
}

/** Creates the submission as `draft`, or leaves the existing one (one per apartment and form). */
export async function ensureSubmission(db: DbOrTx, apartmentId: number, formId: number): Promise<number> {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`insert into material_form_submissions (apartment_id, material_form_id)
        values (${apartmentId}, ${formId})
        on conflict (apartment_id, material_form_id) do update set apartment_id = excluded.apartment_id
        returning id`,
  );
  return rows[0].id;
}

export async function setStatus(db: DbOrTx, id: number, status: string, userId: number): Promise<void> {
  await db.execute(
    sql`update material_form_submissions
           set status = ${status}, updated_at = now(),
               submitted_at = case when ${status} = 'submitted' then now() else submitted_at end,
               submitted_by = case when ${status} = 'submitted' then ${userId}::int else submitted_by end
         where id = ${id}`,
  );
}

export async function deleteSubmission(db: DbOrTx, id: number): Promise<void> {
  await db.execute(sql`delete from material_form_submissions where id = ${id}`);
}

/** The forms among `formIds` whose submission for the apartment is accepted (closed to the owner). */
export async function findAcceptedForms(
  db: DbOrTx,
  apartmentId: number,
  formIds: readonly number[],
): Promise<number[]> {
  if (!formIds.length) return [];
  const rows = await selectRows<{ material_form_id: number }>(
    db,
    sql`select material_form_id from material_form_submissions
         where apartment_id = ${apartmentId} and status = 'accepted' and material_form_id in (${sqlIdList(formIds)})`,
  );
  return rows.map((r) => r.material_form_id);
}
