import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { selectRows, sqlIdList } from '../../platform/db/rows';
import {
  type DeadlinePlace,
  effectiveDeadlineColumns,
  effectiveDeadlineJoins,
} from '../material-deadlines/effective-deadlines.repo';

/*
 * The material forms as an apartment meets them: which forms apply to it, their trees (groups,
 * selects, options) in one statement, and the products they offer.
 */

/** A form's project, when the form exists. */
export async function findFormProject(db: DbOrTx, formId: number): Promise<number | undefined> {
  const rows = await selectRows<{ project_id: number }>(
    db,
    sql`select project_id from material_forms where id = ${formId}`,
  );
  return rows[0]?.project_id;
}

/** The ids of the project's forms linked to the template (the forms that apply to its apartments). */
export async function findApplicableFormIds(
  db: DbOrTx,
  projectId: number,
  templateId: number | null,
): Promise<number[]> {
  if (templateId === null) return [];
  const rows = await selectRows<{ id: number }>(
    db,
    sql`select f.id from material_forms f
          join apartment_template_material_forms l on l.material_form_id = f.id and l.apartment_template_id = ${templateId}
         where f.project_id = ${projectId}
         order by lower(f.name), f.id`,
  );
  return rows.map((r) => r.id);
}

/** The template's forms of projects linked to the template's condominium, with their project. */
export async function findTemplateForms(
  db: DbOrTx,
  templateId: number,
  condominiumId: number,
): Promise<{ id: number; projectId: number }[]> {
  const rows = await selectRows<{ id: number; project_id: number }>(
    db,
    sql`select f.id, f.project_id from material_forms f
          join apartment_template_material_forms l on l.material_form_id = f.id and l.apartment_template_id = ${templateId}
          join condominium_projects cp on cp.project_id = f.project_id and cp.condominium_id = ${condominiumId}
          join projects p on p.id = f.project_id and p.deleted_at is null
         order by lower(f.name), f.id`,
  );
  return rows.map((r) => ({ id: r.id, projectId: r.project_id }));
}

export interface FormTreeRow {
  formId: number;
  formName: string;
  projectId: number;
  groupId: number | null;
  groupName: string | null;
  selectId: number | null;
  selectName: string | null;
  area: string | null;
  productCategoryId: number | null;
  defaultOptionId: number | null;
  optionId: number | null;
  optionName: string | null;
  optionPrice: string | null;
  productId: number | null;
  productPhoto: string | null;
  productContextPhoto: string | null;
}

/**
 * The forms' groups, selects and options with their products' photo keys, flat and ordered (group
 * and select by position, options by name ignoring case): one statement for any number of forms.
 */
export async function findFormTrees(db: DbOrTx, formIds: readonly number[]): Promise<FormTreeRow[]> {
  if (!formIds.length) return [];
  const rows = await selectRows<{
    form_id: number;
    form_name: string;
    project_id: number;
    group_id: number | null;
    group_name: string | null;
    select_id: number | null;
    select_name: string | null;
    area: string | null;
    product_category_id: number | null;
    default_option_id: number | null;
    option_id: number | null;
    option_name: string | null;
    option_price: string | null;
    product_id: number | null;
    product_photo: string | null;
    product_context_photo: string | null;
  }>(
    db,
    sql`select f.id as form_id, f.name as form_name, f.project_id,
               g.id as group_id, g.name as group_name,
               s.id as select_id, s.name as select_name, s.area::text as area, s.product_category_id, s.default_option_id,
               o.id as option_id, o.name as option_name, o.price::text as option_price, o.product_id,
               pr.product_photo, pr.product_context_photo
          from material_forms f
          left join material_form_groups g on g.material_form_id = f.id
          left join material_form_selects s on s.material_form_group_id = g.id
          left join material_form_options o on o.material_form_select_id = s.id
          left join products pr on pr.id = o.product_id
         where f.id in (${sqlIdList(formIds)})
         order by g.position, g.id, s.position, s.id, lower(o.name), o.id`,
  );
  return rows.map((r) => ({
    formId: r.form_id,
    formName: r.form_name,
    projectId: r.project_id,
    groupId: r.group_id,
    groupName: r.group_name,
    selectId: r.select_id,
    selectName: r.select_name,
    area: r.area,
    productCategoryId: r.product_category_id,
    defaultOptionId: r.default_option_id,
    optionId: r.option_id,
    optionName: r.option_name,
    optionPrice: r.option_price,
    productId: r.product_id,
    productPhoto: r.product_photo,
    productContextPhoto: r.product_context_photo,
  }));
}

/**
 * The project's forms that apply to an apartment of the template (linked to it), each with its
 * deadline facts (effective-deadlines.repo.ts has the rule), as a subquery: the save reads it in
 * the same statement as the choices (findChoicesAndForms), its hot path.
 */
export function applicableFormsQuery(projectId: number, templateId: number | null, place: DeadlinePlace): SQL {
  if (templateId === null) {
    return sql`select null::int as id, null::timestamptz as own_deadline, null::timestamptz as project_deadline,
                      null::int as level where false`;
  }
  return sql`select f.id, ${effectiveDeadlineColumns}
          from material_forms f
          join apartment_template_material_forms l
            on l.material_form_id = f.id and l.apartment_template_id = ${templateId}
          ${effectiveDeadlineJoins(place)}
         where f.project_id = ${projectId}
         order by lower(f.name), f.id`;
}

/**
 * The products among `ids` that are options of a form offered to an apartment the user lives in
 * (owner or tenant): a form of one of the apartment's condominium's projects, linked to its
 * template. Residents see these products' photos and nothing else of the catalogue.
 */
export async function findOfferedProductIds(db: DbOrTx, userId: number, ids: readonly number[]): Promise<number[]> {
  const rows = await selectRows<{ product_id: number }>(
    db,
    sql`select distinct o.product_id
          from material_form_options o
          join material_form_selects s on s.id = o.material_form_select_id
          join material_form_groups g on g.id = s.material_form_group_id
          join material_forms f on f.id = g.material_form_id
          join apartment_template_material_forms l on l.material_form_id = f.id
          join apartments a on a.apartment_template_id = l.apartment_template_id
          join apartment_users au on au.apartment_id = a.id and au.user_id = ${userId}
          join condominium_projects cp on cp.project_id = f.project_id and cp.condominium_id = a.condominium_id
         where o.product_id in (${sqlIdList(ids)})`,
  );
  return rows.map((r) => r.product_id);
}
