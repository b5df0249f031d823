import { ErrorCode, type MaterialFormStructureInput } from '@portal/contracts';
import type { DbOrTx } from '../../platform/db/client';
import { AppError, invalid } from '../../platform/http/app-error';
import { type PlannedSelect, planStructure, type Ref, type StructurePlan } from './material-form-structure';
import * as repo from './material-forms.repo';

/*
 * The edit form's save, inside the caller's transaction (spec part 3 §4): name; deletes; updates;
 * creates (groups, then selects, then options); then each select's default option. Whatever fails,
 * at whichever step, throws and the transaction leaves the form as it was.
 */

/** Checks what the plan refers to outside the form: categories exist, products exist, fit and repeat not. */
async function checkCatalogue(db: DbOrTx, plan: StructurePlan): Promise<void> {
  const categories = await repo.findExistingCategoryIds(db, [...new Set(plan.selects.map((s) => s.categoryId))]);
  const products = await repo.findProducts(db, [
    ...new Set(plan.selects.flatMap((s) => s.options.map((o) => o.productId))),
  ]);
  const fields: Record<string, string[]> = {};
  for (const select of plan.selects) {
    if (!categories.has(select.categoryId)) fields[`${select.path}.product_category_id`] = ['not-found'];
    const seen = new Set<number>();
    for (const option of select.options) {
      const product = products.get(option.productId);
      const field = option.path ? `${option.path}.product_id` : `${select.path}.product_category_id`;
      if (!product) fields[field] = ['not-found'];
      else if (product.categoryId !== select.categoryId) {
        fields[field] = [option.path ? 'other-category' : 'options-of-other-category'];
      } else if (seen.has(option.productId)) fields[field] = ['already-an-option'];
      seen.add(option.productId);
    }
  }
  if (Object.keys(fields).length) throw invalid(fields);
}

export async function applyStructure(db: DbOrTx, formId: number, input: MaterialFormStructureInput): Promise<void> {
  const stored = await repo.loadTrees(db, [formId]);
  const plan = planStructure(input, stored);
  await checkCatalogue(db, plan);

  await repo.renameForm(db, formId, plan.name);

  await repo.deleteOptions(db, plan.deleteOptionIds);
  await repo.deleteSelects(db, plan.deleteSelectIds);
  await repo.deleteGroups(db, plan.deleteGroupIds);

  for (const group of plan.updateGroups) {
    await repo.updateGroup(db, group.id, { name: group.name, position: group.position });
  }
  for (const select of plan.updateSelects) {
    await repo.updateSelect(db, select.id, {
      name: select.name,
      area: select.area.toFixed(2),
      productCategoryId: select.categoryId,
      position: select.position,
    });
  }
  for (const option of plan.updateOptions) {
    await repo.updateOption(db, option.id, {
      name: option.name,
      price: option.price.toFixed(2),
      productId: option.productId,
    });
  }

  const groupIds = new Map<number, number>();
  const newGroups = await repo.insertGroups(
    db,
    plan.createGroups.map((g) => ({ materialFormId: formId, name: g.name, position: g.position })),
  );
  for (const [i, g] of plan.createGroups.entries()) groupIds.set(g.temp, newGroups[i].id);

  const selectIds = new Map<number, number>();
  const newSelects = await repo.insertSelects(
    db,
    plan.createSelects.map((s) => ({
      materialFormGroupId: resolve(s.group, groupIds),
      name: s.name,
      area: s.area.toFixed(2),
      productCategoryId: s.categoryId,
      position: s.position,
    })),
  );
  for (const [i, s] of plan.createSelects.entries()) selectIds.set(s.temp, newSelects[i].id);

  const optionIds = new Map<number, number>();
  const newOptions = await repo.insertOptions(
    db,
    plan.createOptions.map((o) => ({
      materialFormSelectId: resolve(o.select, selectIds),
      productId: o.productId,
      name: o.name,
      price: o.price.toFixed(2),
    })),
  );
  for (const [i, o] of plan.createOptions.entries()) optionIds.set(o.temp, newOptions[i].id);

  for (const select of plan.selects) {
    await repo.updateSelect(db, resolve(select.ref, selectIds), {
      defaultOptionId: defaultOf(select, optionIds),
    });
  }
}

function resolve(ref: Ref, created: Map<number, number>): number {
  if ('stored' in ref) return ref.stored;
  const id = created.get(ref.temp);
  if (id === undefined) throw new AppError(422, ErrorCode.invalidForm, `Temporary id ${ref.temp} names nothing.`);
  return id;
}

/** The last step: a select with options whose default cannot be found is 21 (spec part 3 §5). */
function defaultOf(select: PlannedSelect, optionIds: Map<number, number>): number | null {
  if (!select.options.length) return null;
  if (select.defaultOption === 'missing') {
    throw new AppError(
      422,
      ErrorCode.defaultOptionError,
      `The default option of ${select.path} is not one of its options.`,
    );
  }
  if (select.defaultOption === null || select.defaultOption === 'first') {
    return resolve(select.options[0].ref, optionIds);
  }
  return resolve(select.defaultOption, optionIds);
}
