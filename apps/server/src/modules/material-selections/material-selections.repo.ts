import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { selectRows } from '../../platform/db/rows';

/*
 * SQL of the owner's material selection. Raw statements: each read is one statement whatever the
 * form's size (groups, selects and options come in one query), and the save's writes are two.
 */

const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** An apartment as the selection reads it, with whether the project is its condominium's. */
export interface SelectionApartmentRow {
  id: number;
  condominiumId: number;
  stairwell: string;
  apartmentNumber: string | null;
  apartmentTemplateId: number | null;
}

/**
 * The apartments among `ids` that lie in a condominium the project is linked to (condominium
 * projects), the project not deleted; locked FOR UPDATE when a save is about to replace their
 * selections, which makes concurrent saves of one apartment run one after the other.
 */
export async function findProjectApartmentsIn(
  db: DbOrTx,
  projectId: number,
  ids: readonly number[],
  lock: boolean,
): Promise<SelectionApartmentRow[]> {
  const rows = await selectRows<{
    id: number;
    condominium_id: number;
    stairwell: string;
    apartment_number: string | null;
    apartment_template_id: number | null;
  }>(
    db,
    sql`select a.id, a.condominium_id, a.stairwell, a.apartment_number, a.apartment_template_id
          from apartments a
          join condominium_projects cp on cp.condominium_id = a.condominium_id and cp.project_id = ${projectId}
          join projects p on p.id = cp.project_id and p.deleted_at is null
         where a.id in (${idList(ids)})${lock ? sql` for update of a` : sql``}`,
  );
  return rows.map(toApartment);
}

/** Apartments by id, wherever they are (the submission calls name no project). */
export async function findApartmentsIn(db: DbOrTx, ids: readonly number[]): Promise<SelectionApartmentRow[]> {
  const rows = await selectRows<{
    id: number;
    condominium_id: number;
    stairwell: string;
    apartment_number: string | null;
    apartment_template_id: number | null;
  }>(
    db,
    sql`select id, condominium_id, stairwell, apartment_number, apartment_template_id
          from apartments where id in (${idList(ids)})`,
  );
  return rows.map(toApartment);
}

function toApartment(row: {
  id: number;
  condominium_id: number;
  stairwell: string;
  apartment_number: string | null;
  apartment_template_id: number | null;
}): SelectionApartmentRow {
  return {
    id: row.id,
    condominiumId: row.condominium_id,
    stairwell: row.stairwell,
    apartmentNumber: row.apartment_number,
    apartmentTemplateId: row.apartment_template_id,
  };
}

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
         where f.id in (${idList(formIds)})
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

export interface SelectionRow {
  id: number;
  apartmentId: number;
  materialFormId: number;
  projectId: number;
  selectId: number;
  optionId: number;
  name: string;
  price: string;
  area: string;
}

const selectionColumns = sql`ms.id, ms.apartment_id, g.material_form_id, f.project_id,
  ms.material_form_select_id, ms.material_form_option_id, ms.name, ms.price::text as price, s.area::text as area`;

const selectionJoins = sql`from material_selections ms
  join material_form_selects s on s.id = ms.material_form_select_id
  join material_form_groups g on g.id = s.material_form_group_id
  join material_forms f on f.id = g.material_form_id`;

type RawSelection = {
  id: number;
  apartment_id: number;
  material_form_id: number;
  project_id: number;
  material_form_select_id: number;
  material_form_option_id: number;
  name: string;
  price: string;
  area: string;
};

function toSelection(r: RawSelection): SelectionRow {
  return {
    id: r.id,
    apartmentId: r.apartment_id,
    materialFormId: r.material_form_id,
    projectId: r.project_id,
    selectId: r.material_form_select_id,
    optionId: r.material_form_option_id,
    name: r.name,
    price: r.price,
    area: r.area,
  };
}

/**
 * The apartment's selections in the project's forms, or in one form, by form, group and select,
 * with their total in euros as exact decimal text (Σ price × area when area > 0, in numeric,
 * rounded once): one statement.
 */
export async function findSelections(
  db: DbOrTx,
  apartmentId: number,
  scope: { projectId: number; formId?: number },
): Promise<{ rows: SelectionRow[]; total: string }> {
  const rows = await selectRows<RawSelection & { total: string }>(
    db,
    sql`select ${selectionColumns},
               round(sum(ms.price * case when s.area > 0 then s.area else 1 end) over (), 2)::text as total
          ${selectionJoins}
         where ms.apartment_id = ${apartmentId} and f.project_id = ${scope.projectId}
           ${scope.formId === undefined ? sql`` : sql`and f.id = ${scope.formId}`}
         order by f.id, g.position, g.id, s.position, s.id`,
  );
  return { rows: rows.map(toSelection), total: rows[0]?.total ?? '0' };
}

/** The apartment's selections among the given forms (the forms page's saved choices). */
export async function findSelectionsOfForms(
  db: DbOrTx,
  apartmentId: number,
  formIds: readonly number[],
): Promise<SelectionRow[]> {
  if (!formIds.length) return [];
  const rows = await selectRows<RawSelection>(
    db,
    sql`select ${selectionColumns} ${selectionJoins}
         where ms.apartment_id = ${apartmentId} and f.id in (${idList(formIds)})`,
  );
  return rows.map(toSelection);
}

/** One selection of the apartment, locked for its removal. */
export async function findSelection(
  db: DbOrTx,
  apartmentId: number,
  projectId: number,
  selectionId: number,
): Promise<SelectionRow | undefined> {
  const rows = await selectRows<RawSelection>(
    db,
    sql`select ${selectionColumns} ${selectionJoins}
         where ms.id = ${selectionId} and ms.apartment_id = ${apartmentId} and f.project_id = ${projectId}
         for update of ms`,
  );
  return rows[0] ? toSelection(rows[0]) : undefined;
}

/** One choice as the database knows it: its select's form and project, its option's select and copy. */
export interface ChoiceRow {
  /** Null when no such select exists. */
  selectId: number | null;
  formId: number | null;
  projectId: number | null;
  /** Null when no such option exists. */
  optionId: number | null;
  optionSelectId: number | null;
  name: string | null;
  price: string | null;
}

/**
 * Each choice's select (with its form and project) and option (with its select and copy), in the
 * choices' order, and the rows of `formsQuery` (the forms that apply to the apartment, with their
 * deadlines): one statement for the save's two reads, each aggregated as JSON.
 */
export async function findChoicesAndForms<F>(
  db: DbOrTx,
  choices: readonly { selectId: number; optionId: number }[],
  formsQuery: SQL,
): Promise<{ choices: ChoiceRow[]; forms: F[] }> {
  const found = choices.length
    ? sql`select c.n, s.id as select_id, g.material_form_id as form_id, f.project_id,
                 o.id as option_id, o.material_form_select_id as option_select_id, o.name, o.price::text as price
            from unnest(array[${idList(choices.map((c) => c.selectId))}]::int[],
                        array[${idList(choices.map((c) => c.optionId))}]::int[]) with ordinality as c(select_id, option_id, n)
            left join material_form_selects s on s.id = c.select_id
            left join material_form_groups g on g.id = s.material_form_group_id
            left join material_forms f on f.id = g.material_form_id
            left join material_form_options o on o.id = c.option_id`
    : sql`select 0::bigint as n where false`;
  const [row] = await selectRows<{
    choices: {
      select_id: number | null;
      form_id: number | null;
      project_id: number | null;
      option_id: number | null;
      option_select_id: number | null;
      name: string | null;
      price: string | null;
    }[];
    forms: F[];
  }>(
    db,
    sql`select (select coalesce(json_agg(c order by c.n), '[]'::json) from (${found}) c) as choices,
               (select coalesce(json_agg(d), '[]'::json) from (${formsQuery}) d) as forms`,
  );
  return {
    choices: row.choices.map((r) => ({
      selectId: r.select_id,
      formId: r.form_id,
      projectId: r.project_id,
      optionId: r.option_id,
      optionSelectId: r.option_select_id,
      name: r.name,
      price: r.price,
    })),
    forms: row.forms,
  };
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
         where apartment_id = ${apartmentId} and status = 'accepted' and material_form_id in (${idList(formIds)})`,
  );
  return rows.map((r) => r.material_form_id);
}

export interface NewChoice {
  selectId: number;
  optionId: number;
  name: string;
  price: string;
}

/**
 * Replaces the apartment's choices in `formIds` with `choices` (a select not among them loses its
 * choice; the others are upserted on the unique (apartment, select) index, as a delete and an insert
 * of one key in one statement would collide) and answers the apartment's selections in the project
 * afterwards, as findSelections does. One statement when there is something to write: the answer
 * is read in it from what the write returned and the rows it left alone, since a statement's reads
 * do not see its own writes. The caller holds the apartment's row lock.
 */
export async function replaceSelections(
  db: DbOrTx,
  apartmentId: number,
  projectId: number,
  formIds: readonly number[],
  choices: readonly NewChoice[],
  userId: number,
): Promise<{ rows: SelectionRow[]; total: string }> {
  const kept = choices.length
    ? sql` and ms.material_form_select_id not in (${idList(choices.map((c) => c.selectId))})`
    : sql``;
  const removal = formIds.length
    ? sql`delete from material_selections ms
           using material_form_selects s, material_form_groups g
           where ms.apartment_id = ${apartmentId} and s.id = ms.material_form_select_id
             and g.id = s.material_form_group_id and g.material_form_id in (${idList(formIds)})${kept}
           returning ms.id`
    : sql`select null::int as id where false`;
  if (!choices.length) {
    await db.execute(removal);
    return findSelections(db, apartmentId, { projectId });
  }
  const values = sql.join(
    choices.map((c) => sql`(${apartmentId}, ${c.selectId}, ${c.optionId}, ${c.name}, ${c.price}::numeric, ${userId})`),
    sql`, `,
  );
  const rows = await selectRows<RawSelection & { total: string }>(
    db,
    sql`with removed as (${removal}),
         upserted as (
           insert into material_selections (apartment_id, material_form_select_id, material_form_option_id, name, price, created_by)
           values ${values}
           on conflict (apartment_id, material_form_select_id) do update
             set material_form_option_id = excluded.material_form_option_id, name = excluded.name,
                 price = excluded.price, created_by = excluded.created_by, created_at = now()
           returning id, apartment_id, material_form_select_id, material_form_option_id, name, price),
         saved as (
           select * from upserted
           union all
           select ms.id, ms.apartment_id, ms.material_form_select_id, ms.material_form_option_id, ms.name, ms.price
             from material_selections ms
            where ms.apartment_id = ${apartmentId}
              and ms.id not in (select id from removed)
              and ms.material_form_select_id not in (select material_form_select_id from upserted))
       select ${selectionColumns},
              round(sum(ms.price * case when s.area > 0 then s.area else 1 end) over (), 2)::text as total
         from saved ms
         join material_form_selects s on s.id = ms.material_form_select_id
         join material_form_groups g on g.id = s.material_form_group_id
         join material_forms f on f.id = g.material_form_id
        where f.project_id = ${projectId}
        order by f.id, g.position, g.id, s.position, s.id`,
  );
  return { rows: rows.map(toSelection), total: rows[0]?.total ?? '0' };
}

/** Chooses one option: the select's earlier choice is replaced (the unique apartment-select index). */
export async function upsertSelection(
  db: DbOrTx,
  apartmentId: number,
  choice: NewChoice,
  userId: number,
): Promise<number> {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`insert into material_selections (apartment_id, material_form_select_id, material_form_option_id, name, price, created_by)
        values (${apartmentId}, ${choice.selectId}, ${choice.optionId}, ${choice.name}, ${choice.price}::numeric, ${userId})
        on conflict (apartment_id, material_form_select_id) do update
          set material_form_option_id = excluded.material_form_option_id, name = excluded.name,
              price = excluded.price, created_by = excluded.created_by, created_at = now()
        returning id`,
  );
  return rows[0].id;
}

export async function deleteSelection(db: DbOrTx, selectionId: number): Promise<void> {
  await db.execute(sql`delete from material_selections where id = ${selectionId}`);
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
         where o.product_id in (${idList(ids)})`,
  );
  return rows.map((r) => r.product_id);
}
