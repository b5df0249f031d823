import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { selectRows, sqlIdList } from '../../platform/db/rows';

/*
 * SQL of the apartment's chosen options. Raw statements: each read is one statement whatever the
 * form's size, and the save's writes are one.
 */

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
         where ms.apartment_id = ${apartmentId} and f.id in (${sqlIdList(formIds)})`,
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
            from unnest(array[${sqlIdList(choices.map((c) => c.selectId))}]::int[],
                        array[${sqlIdList(choices.map((c) => c.optionId))}]::int[]) with ordinality as c(select_id, option_id, n)
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
    ? sql` and ms.material_form_select_id not in (${sqlIdList(choices.map((c) => c.selectId))})`
    : sql``;
  const removal = formIds.length
    ? sql`delete from material_selections ms
           using material_form_selects s, material_form_groups g
           where ms.apartment_id = ${apartmentId} and s.id = ms.material_form_select_id
             and g.id = s.material_form_group_id and g.material_form_id in (${sqlIdList(formIds)})${kept}
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
