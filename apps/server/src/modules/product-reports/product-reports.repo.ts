import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { selectRows } from '../../platform/db/rows';
import { condominiumProjects, condominiums, materialForms, projects } from '../../platform/db/schema';
import { type ProjectViewer, visibleProjectCondition } from '../projects/projects.repo';

export type ReportViewer = Pick<ProjectViewer, 'seesEveryProject' | 'seesDeleted' | 'companyIds'>;

export interface ReportProjectRow {
  id: number;
  name: string;
  code: string;
  condominiumId: number | null;
  condominiumName: string | null;
}

/** Projects among `ids` the viewer sees, with their condominium. */
export function findReportProjectsIn(
  db: DbOrTx,
  viewer: ReportViewer,
  ids: readonly number[],
): Promise<ReportProjectRow[]> {
  return db
    .select({
      id: projects.id,
      name: projects.name,
      code: projects.code,
      condominiumId: condominiumProjects.condominiumId,
      condominiumName: condominiums.name,
    })
    .from(projects)
    .leftJoin(condominiumProjects, eq(condominiumProjects.projectId, projects.id))
    .leftJoin(condominiums, eq(condominiums.id, condominiumProjects.condominiumId))
    .where(and(inArray(projects.id, [...ids]), visibleProjectCondition(viewer)));
}

/** The project's form of that id, if it is one. */
export async function findProjectForm(
  db: DbOrTx,
  projectId: number,
  formId: number,
): Promise<{ id: number; name: string } | undefined> {
  const [row] = await db
    .select({ id: materialForms.id, name: materialForms.name })
    .from(materialForms)
    .where(and(eq(materialForms.id, formId), eq(materialForms.projectId, projectId)));
  return row;
}

/** One apartment with one of its choices, or with none (`select_name` null). */
export interface ReportRow {
  apartment_id: number;
  stairwell: string;
  apartment_number: string | null;
  /** The chosen select; null with `select_name`. */
  select_id: number | null;
  form_name: string | null;
  group_name: string | null;
  select_name: string | null;
  option_name: string | null;
  /** numeric(10,2) as text, exact. */
  area: string | null;
  price: string | null;
}

/**
 * Every apartment of the condominium with its saved choices in the project's forms (one form when
 * `formId` is given), in one statement whatever the number of apartments: apartments by stairwell
 * and number (as apartments.repo orders them), choices in the form's order.
 */
export function findReportRows(
  db: DbOrTx,
  projectId: number,
  condominiumId: number,
  formId: number | null,
): Promise<ReportRow[]> {
  const oneForm = formId === null ? sql`` : sql` and f.id = ${formId}`;
  return selectRows<ReportRow>(
    db,
    sql`
    select a.id as apartment_id, a.stairwell, a.apartment_number, c.select_id,
           c.form_name, c.group_name, c.select_name, c.option_name, c.area::text as area, c.price::text as price
      from apartments a
      left join lateral (
        select f.name as form_name, f.id as form_id, g.name as group_name, g.position as group_position, g.id as group_id,
               s.name as select_name, s.position as select_position, s.id as select_id,
               ms.name as option_name, s.area, ms.price
          from material_selections ms
          join material_form_selects s on s.id = ms.material_form_select_id
          join material_form_groups g on g.id = s.material_form_group_id
          join material_forms f on f.id = g.material_form_id
         where ms.apartment_id = a.id and f.project_id = ${projectId}${oneForm}
      ) c on true
     where a.condominium_id = ${condominiumId}
     order by a.stairwell, length(a.apartment_number) nulls first, a.apartment_number, a.id,
              lower(c.form_name), c.form_id, c.group_position, c.group_id, c.select_position, c.select_id`,
  );
}
