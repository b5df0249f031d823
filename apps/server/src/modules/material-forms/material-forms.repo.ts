import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import {
  apartmentTemplateMaterialForms,
  apartmentTemplates,
  condominiumProjects,
  materialFormGroups,
  materialFormOptions,
  materialFormSelects,
  materialForms,
  productCategories,
  products,
  projects,
} from '../../platform/db/schema';
import { type ProjectViewer, visibleProjectCondition } from '../projects/projects.repo';

export type FormViewer = Pick<ProjectViewer, 'seesEveryProject' | 'seesDeleted' | 'companyIds'>;

/** Whether any apartment template links the form: the one definition of "active". */
const isActive = sql<boolean>`exists (select 1 from ${apartmentTemplateMaterialForms} l where l.material_form_id = ${materialForms}.id)`;

/** A form, group, select or option with the form it belongs to: what the access gate reads. */
export interface FormOwnerRow {
  id: number;
  /** The parent the item hangs from (form's project, group's form, select's group, option's select). */
  parentId: number;
  formId: number;
  projectId: number;
  active: boolean;
}

type Level = 'form' | 'group' | 'select' | 'option';

/**
 * The items among `ids` whose project the viewer sees, each with its form, in one statement. Locked,
 * the form row is taken FOR UPDATE: every change to a form's contents or links holds it, so a save
 * and a link never interleave (an edit cannot land on a form that has just become active).
 */
export async function findOwnersIn(
  db: DbOrTx,
  viewer: FormViewer,
  level: Level,
  ids: readonly number[],
  lock: boolean,
): Promise<FormOwnerRow[]> {
  const base = {
    formId: materialForms.id,
    projectId: materialForms.projectId,
    active: isActive,
  };
  const visible = visibleProjectCondition(viewer);
  const list = [...ids];
  let rows: FormOwnerRow[];
  if (level === 'form') {
    const q = db
      .select({ id: materialForms.id, parentId: materialForms.projectId, ...base })
      .from(materialForms)
      .innerJoin(projects, eq(projects.id, materialForms.projectId))
      .where(and(inArray(materialForms.id, list), visible));
    rows = lock ? await q.for('update', { of: materialForms }) : await q;
  } else if (level === 'group') {
    const q = db
      .select({ id: materialFormGroups.id, parentId: materialFormGroups.materialFormId, ...base })
      .from(materialFormGroups)
      .innerJoin(materialForms, eq(materialForms.id, materialFormGroups.materialFormId))
      .innerJoin(projects, eq(projects.id, materialForms.projectId))
      .where(and(inArray(materialFormGroups.id, list), visible));
    rows = lock ? await q.for('update', { of: materialForms }) : await q;
  } else if (level === 'select') {
    const q = db
      .select({ id: materialFormSelects.id, parentId: materialFormSelects.materialFormGroupId, ...base })
      .from(materialFormSelects)
      .innerJoin(materialFormGroups, eq(materialFormGroups.id, materialFormSelects.materialFormGroupId))
      .innerJoin(materialForms, eq(materialForms.id, materialFormGroups.materialFormId))
      .innerJoin(projects, eq(projects.id, materialForms.projectId))
      .where(and(inArray(materialFormSelects.id, list), visible));
    rows = lock ? await q.for('update', { of: materialForms }) : await q;
  } else {
    const q = db
      .select({ id: materialFormOptions.id, parentId: materialFormOptions.materialFormSelectId, ...base })
      .from(materialFormOptions)
      .innerJoin(materialFormSelects, eq(materialFormSelects.id, materialFormOptions.materialFormSelectId))
      .innerJoin(materialFormGroups, eq(materialFormGroups.id, materialFormSelects.materialFormGroupId))
      .innerJoin(materialForms, eq(materialForms.id, materialFormGroups.materialFormId))
      .innerJoin(projects, eq(projects.id, materialForms.projectId))
      .where(and(inArray(materialFormOptions.id, list), visible));
    rows = lock ? await q.for('update', { of: materialForms }) : await q;
  }
  return rows;
}

export interface FormRecord {
  id: number;
  projectId: number;
  name: string;
  templateIds: number[];
}
export type GroupRecord = typeof materialFormGroups.$inferSelect;
export type SelectRecord = typeof materialFormSelects.$inferSelect;
export type OptionRecord = typeof materialFormOptions.$inferSelect;

/** Forms with their whole trees: four statements whatever the number of forms. */
export interface FormTrees {
  forms: FormRecord[];
  groups: GroupRecord[];
  selects: SelectRecord[];
  options: OptionRecord[];
}

const templateIdsOfForm = sql<
  number[]
>`coalesce((select array_agg(l.apartment_template_id order by l.apartment_template_id) from ${apartmentTemplateMaterialForms} l where l.material_form_id = ${materialForms}.id), '{}')`;

/** The trees of `formIds` in the order given (forms), position then id (groups, selects), name (options). */
export async function loadTrees(db: DbOrTx, formIds: readonly number[]): Promise<FormTrees> {
  if (!formIds.length) return { forms: [], groups: [], selects: [], options: [] };
  const ids = [...formIds];
  const formRows = await db
    .select({
      id: materialForms.id,
      projectId: materialForms.projectId,
      name: materialForms.name,
      templateIds: templateIdsOfForm,
    })
    .from(materialForms)
    .where(inArray(materialForms.id, ids));
  const order = new Map(ids.map((id, i) => [id, i]));
  formRows.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
  const groups = await db
    .select()
    .from(materialFormGroups)
    .where(inArray(materialFormGroups.materialFormId, ids))
    .orderBy(asc(materialFormGroups.position), asc(materialFormGroups.id));
  const groupIds = groups.map((g) => g.id);
  const selects = groupIds.length
    ? await db
        .select()
        .from(materialFormSelects)
        .where(inArray(materialFormSelects.materialFormGroupId, groupIds))
        .orderBy(asc(materialFormSelects.position), asc(materialFormSelects.id))
    : [];
  const selectIds = selects.map((s) => s.id);
  const options = selectIds.length
    ? await db
        .select()
        .from(materialFormOptions)
        .where(inArray(materialFormOptions.materialFormSelectId, selectIds))
        .orderBy(sql`lower(${materialFormOptions.name})`, asc(materialFormOptions.id))
    : [];
  return { forms: formRows, groups, selects, options };
}

/** A project's form ids by name, ignoring case. */
export async function findProjectFormIds(db: DbOrTx, projectId: number): Promise<number[]> {
  const rows = await db
    .select({ id: materialForms.id })
    .from(materialForms)
    .where(eq(materialForms.projectId, projectId))
    .orderBy(sql`lower(${materialForms.name})`, asc(materialForms.id));
  return rows.map((r) => r.id);
}

/** A page of the forms of every project the viewer sees, by project then name, with the total. */
export async function findVisibleFormIds(
  db: DbOrTx,
  viewer: FormViewer,
  limit: number,
  offset: number,
): Promise<{ ids: number[]; total: number }> {
  const where = visibleProjectCondition(viewer);
  const rows = await db
    .select({ id: materialForms.id })
    .from(materialForms)
    .innerJoin(projects, eq(projects.id, materialForms.projectId))
    .where(where)
    .orderBy(asc(materialForms.projectId), sql`lower(${materialForms.name})`, asc(materialForms.id))
    .limit(limit)
    .offset(offset);
  const [{ total }] = await db
    .select({ total: count() })
    .from(materialForms)
    .innerJoin(projects, eq(projects.id, materialForms.projectId))
    .where(where);
  return { ids: rows.map((r) => r.id), total };
}

/** The forms linked to a template whose project the viewer sees, by name. */
export async function findTemplateFormIds(db: DbOrTx, viewer: FormViewer, templateId: number): Promise<number[]> {
  const rows = await db
    .select({ id: materialForms.id })
    .from(apartmentTemplateMaterialForms)
    .innerJoin(materialForms, eq(materialForms.id, apartmentTemplateMaterialForms.materialFormId))
    .innerJoin(projects, eq(projects.id, materialForms.projectId))
    .where(and(eq(apartmentTemplateMaterialForms.apartmentTemplateId, templateId), visibleProjectCondition(viewer)))
    .orderBy(sql`lower(${materialForms.name})`, asc(materialForms.id));
  return rows.map((r) => r.id);
}

/** The template and its condominium, FOR SHARE while a link to it is written. */
export async function findTemplate(db: DbOrTx, templateId: number, lock: boolean) {
  const query = db
    .select({ id: apartmentTemplates.id, condominiumId: apartmentTemplates.condominiumId })
    .from(apartmentTemplates)
    .where(eq(apartmentTemplates.id, templateId));
  const [row] = lock ? await query.for('share') : await query;
  return row;
}

export async function findProjectCondominiumIds(db: DbOrTx, projectId: number): Promise<number[]> {
  const rows = await db
    .select({ id: condominiumProjects.condominiumId })
    .from(condominiumProjects)
    .where(eq(condominiumProjects.projectId, projectId));
  return rows.map((r) => r.id);
}

export async function linkTemplate(db: DbOrTx, templateId: number, formId: number): Promise<void> {
  await db
    .insert(apartmentTemplateMaterialForms)
    .values({ apartmentTemplateId: templateId, materialFormId: formId })
    .onConflictDoNothing();
}

export async function unlinkTemplate(db: DbOrTx, templateId: number, formId: number): Promise<boolean> {
  const rows = await db
    .delete(apartmentTemplateMaterialForms)
    .where(
      and(
        eq(apartmentTemplateMaterialForms.apartmentTemplateId, templateId),
        eq(apartmentTemplateMaterialForms.materialFormId, formId),
      ),
    )
    .returning({ id: apartmentTemplateMaterialForms.materialFormId });
  return rows.length > 0;
}

export async function countGroups(db: DbOrTx, formId: number): Promise<number> {
  const [{ total }] = await db
    .select({ total: count() })
    .from(materialFormGroups)
    .where(eq(materialFormGroups.materialFormId, formId));
  return total;
}

/** The categories among `ids` that exist, FOR SHARE so none is deleted while a select comes to use it. */
export async function findExistingCategoryIds(db: DbOrTx, ids: readonly number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: productCategories.id })
    .from(productCategories)
    .where(inArray(productCategories.id, [...ids]))
    .for('share');
  return new Set(rows.map((r) => r.id));
}

export interface ProductFacts {
  id: number;
  categoryId: number;
  name: string;
  price: string;
}

/** The products among `ids`, FOR SHARE so none is deleted while an option comes to use it. */
export async function findProducts(db: DbOrTx, ids: readonly number[]): Promise<Map<number, ProductFacts>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: products.id, categoryId: products.productCategoryId, name: products.name, price: products.price })
    .from(products)
    .where(inArray(products.id, [...ids]))
    .for('share');
  return new Map(rows.map((r) => [r.id, r]));
}

// ---- Writes --------------------------------------------------------------------------------------

export async function insertForm(db: DbOrTx, projectId: number, name: string): Promise<number> {
  const [row] = await db.insert(materialForms).values({ projectId, name }).returning({ id: materialForms.id });
  return row.id;
}

export async function renameForm(db: DbOrTx, id: number, name: string): Promise<void> {
  await db.update(materialForms).set({ name, updatedAt: new Date() }).where(eq(materialForms.id, id));
}

/** Its groups, selects, options, links and own deadline go with it (ON DELETE CASCADE). */
export async function deleteForm(db: DbOrTx, id: number): Promise<void> {
  await db.delete(materialForms).where(eq(materialForms.id, id));
}

export async function nextPosition(db: DbOrTx, level: 'group' | 'select', parentId: number): Promise<number> {
  const table = level === 'group' ? materialFormGroups : materialFormSelects;
  const parent = level === 'group' ? materialFormGroups.materialFormId : materialFormSelects.materialFormGroupId;
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${table.position}) + 1, 0)::int` })
    .from(table)
    .where(eq(parent, parentId));
  return row.next;
}

export async function insertGroups(db: DbOrTx, values: (typeof materialFormGroups.$inferInsert)[]) {
  if (!values.length) return [];
  return db.insert(materialFormGroups).values(values).returning();
}

export async function updateGroup(db: DbOrTx, id: number, values: Partial<typeof materialFormGroups.$inferInsert>) {
  await db.update(materialFormGroups).set(values).where(eq(materialFormGroups.id, id));
}

export async function deleteGroups(db: DbOrTx, ids: readonly number[]): Promise<void> {
  if (ids.length) await db.delete(materialFormGroups).where(inArray(materialFormGroups.id, [...ids]));
}

export async function insertSelects(db: DbOrTx, values: (typeof materialFormSelects.$inferInsert)[]) {
  if (!values.length) return [];
  return db.insert(materialFormSelects).values(values).returning();
}

export async function updateSelect(db: DbOrTx, id: number, values: Partial<typeof materialFormSelects.$inferInsert>) {
  await db.update(materialFormSelects).set(values).where(eq(materialFormSelects.id, id));
}

export async function deleteSelects(db: DbOrTx, ids: readonly number[]): Promise<void> {
  if (ids.length) await db.delete(materialFormSelects).where(inArray(materialFormSelects.id, [...ids]));
}

export async function insertOptions(db: DbOrTx, values: (typeof materialFormOptions.$inferInsert)[]) {
  if (!values.length) return [];
  return db.insert(materialFormOptions).values(values).returning();
}

export async function updateOption(db: DbOrTx, id: number, values: Partial<typeof materialFormOptions.$inferInsert>) {
  await db.update(materialFormOptions).set(values).where(eq(materialFormOptions.id, id));
}

export async function deleteOptions(db: DbOrTx, ids: readonly number[]): Promise<void> {
  if (ids.length) await db.delete(materialFormOptions).where(inArray(materialFormOptions.id, [...ids]));
}

export async function findSelect(db: DbOrTx, id: number): Promise<SelectRecord | undefined> {
  const [row] = await db.select().from(materialFormSelects).where(eq(materialFormSelects.id, id));
  return row;
}

export async function findSelectOptions(db: DbOrTx, selectId: number): Promise<OptionRecord[]> {
  return db
    .select()
    .from(materialFormOptions)
    .where(eq(materialFormOptions.materialFormSelectId, selectId))
    .orderBy(sql`lower(${materialFormOptions.name})`, asc(materialFormOptions.id));
}
