import { eq } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import {
  apartmentTemplateMaterialForms,
  condominiumProjects,
  materialFormGroups,
  materialFormOptions,
  materialFormSelects,
  materialForms,
  productCategories,
  products,
} from '../platform/db/schema';

/*
 * Material forms written straight to the database, for the tests of what reads them (selections,
 * quotes, reports, deadlines). The material-forms API tests build forms through the API instead.
 */

let seq = 0;

export interface OptionSpec {
  /** A catalogue product; made in the select's category when omitted. */
  productId?: number;
  name?: string;
  price?: string;
}

export interface SelectSpec {
  name?: string;
  area?: string;
  /** The select's options; the first becomes the default, as when staff add them. */
  options: OptionSpec[];
}

export interface GroupSpec {
  name?: string;
  selects: SelectSpec[];
}

export interface MadeSelect {
  id: number;
  groupId: number;
  defaultOptionId: number | null;
  optionIds: number[];
}

export interface MadeForm {
  id: number;
  categoryId: number;
  groupIds: number[];
  selects: MadeSelect[];
}

/** A catalogue category and product rows, without photos. */
export async function makeCatalogueProduct(
  ctx: AppContext,
  categoryId: number,
  name?: string,
  price = '10.00',
): Promise<number> {
  seq += 1;
  const [row] = await ctx.db
    .insert(products)
    .values({
      productCategoryId: categoryId,
      manufacturer: 'Maker',
      name: name ?? `Product ${seq}`,
      code: `P-${seq}`,
      price,
    })
    .returning({ id: products.id });
  return row.id;
}

export async function makeCatalogueCategory(ctx: AppContext, name?: string): Promise<number> {
  seq += 1;
  const [row] = await ctx.db
    .insert(productCategories)
    .values({ name: name ?? `Category ${seq}` })
    .returning({ id: productCategories.id });
  return row.id;
}

/** A project's material form with its groups, selects and options (default: the first option). */
export async function makeMaterialForm(
  ctx: AppContext,
  projectId: number,
  groups: GroupSpec[],
  name?: string,
): Promise<MadeForm> {
  seq += 1;
  const categoryId = await makeCatalogueCategory(ctx);
  const [form] = await ctx.db
    .insert(materialForms)
    .values({ projectId, name: name ?? `Form ${seq}` })
    .returning({ id: materialForms.id });
  const made: MadeForm = { id: form.id, categoryId, groupIds: [], selects: [] };
  for (const [groupIndex, group] of groups.entries()) {
    const [groupRow] = await ctx.db
      .insert(materialFormGroups)
      .values({ materialFormId: form.id, name: group.name ?? `Group ${groupIndex + 1}`, position: groupIndex })
      .returning({ id: materialFormGroups.id });
    made.groupIds.push(groupRow.id);
    for (const [selectIndex, select] of group.selects.entries()) {
      const [selectRow] = await ctx.db
        .insert(materialFormSelects)
        .values({
          materialFormGroupId: groupRow.id,
          name: select.name ?? `Select ${selectIndex + 1}`,
          area: select.area ?? '0',
          productCategoryId: categoryId,
          position: selectIndex,
        })
        .returning({ id: materialFormSelects.id });
      const optionIds: number[] = [];
      for (const option of select.options) {
        const price = option.price ?? '10.00';
        const productId = option.productId ?? (await makeCatalogueProduct(ctx, categoryId, option.name, price));
        const [optionRow] = await ctx.db
          .insert(materialFormOptions)
          .values({ materialFormSelectId: selectRow.id, productId, name: option.name ?? `Option ${productId}`, price })
          .returning({ id: materialFormOptions.id });
        optionIds.push(optionRow.id);
      }
      const defaultOptionId = optionIds[0] ?? null;
      if (defaultOptionId !== null) {
        await ctx.db
          .update(materialFormSelects)
          .set({ defaultOptionId })
          .where(eq(materialFormSelects.id, selectRow.id));
      }
      made.selects.push({ id: selectRow.id, groupId: groupRow.id, defaultOptionId, optionIds });
    }
  }
  return made;
}

/** Links a form to an apartment template, which makes it active. */
export async function linkFormToTemplate(ctx: AppContext, apartmentTemplateId: number, materialFormId: number) {
  await ctx.db.insert(apartmentTemplateMaterialForms).values({ apartmentTemplateId, materialFormId });
}

/** Makes a project a condominium's project. */
export async function linkProjectToCondominium(ctx: AppContext, projectId: number, condominiumId: number) {
  await ctx.db.insert(condominiumProjects).values({ projectId, condominiumId });
}
