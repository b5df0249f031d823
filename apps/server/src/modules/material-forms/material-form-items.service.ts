import {
  type CreateMaterialFormOptionInput,
  type CreateMaterialFormSelectInput,
  ErrorCode,
  type MaterialFormGroup,
  type MaterialFormGroupInput,
  type MaterialFormOption,
  type MaterialFormSelect,
  type UpdateMaterialFormOptionInput,
  type UpdateMaterialFormSelectInput,
} from '@portal/contracts';
import type { AppContext } from '../../app-context';
import { requireAccess } from '../../platform/access/access';
import type { AuthUser } from '../../platform/auth/auth-user';
import type { DbOrTx } from '../../platform/db/client';
import { AppError, invalid } from '../../platform/http/app-error';
import {
  materialFormAccess,
  materialFormGroupAccess,
  materialFormOptionAccess,
  materialFormSelectAccess,
} from './material-forms.access';
import { presentOption, presentSelect } from './material-forms.presenter';
import * as repo from './material-forms.repo';
import { requireEditable } from './material-forms.service';

/*
 * The single-item calls of the spec's client (spec part 3 §7): one group, select or option at a
 * time. Each checks the form it belongs to (locked: projects.manage, then inactive) and the same
 * catalogue rules as the structure save.
 */

/** A group of `formId` with its selects and options, read from the form's tree. */
async function presentGroup(db: DbOrTx, formId: number, groupId: number): Promise<MaterialFormGroup> {
  const tree = await repo.loadTrees(db, [formId]);
  const group = tree.groups.find((g) => g.id === groupId);
  if (!group) throw new AppError(404, ErrorCode.invalidGroup, 'Material form group not found.');
  return {
    id: group.id,
    name: group.name,
    selects: tree.selects
      .filter((s) => s.materialFormGroupId === groupId)
      .map((s) =>
        presentSelect(
          s,
          tree.options.filter((o) => o.materialFormSelectId === s.id),
        ),
      ),
  };
}

async function presentSelectById(db: DbOrTx, selectId: number): Promise<MaterialFormSelect> {
  const select = await repo.findSelect(db, selectId);
  if (!select) throw new AppError(404, ErrorCode.invalidOption, 'Material form select not found.');
  return presentSelect(select, await repo.findSelectOptions(db, selectId));
}

async function presentOptionById(db: DbOrTx, selectId: number, optionId: number): Promise<MaterialFormOption> {
  const select = await repo.findSelect(db, selectId);
  const option = (await repo.findSelectOptions(db, selectId)).find((o) => o.id === optionId);
  if (!select || !option) throw new AppError(404, ErrorCode.invalidOption, 'Material form option not found.');
  return presentOption(option, select.defaultOptionId);
}

export async function createGroup(ctx: AppContext, user: AuthUser, formId: number, input: MaterialFormGroupInput) {
  const id = await ctx.db.transaction(async (tx) => {
    requireEditable(user, await requireAccess(tx, user, 'read', materialFormAccess, formId, { lock: true }));
    const position = await repo.nextPosition(tx, 'group', formId);
    const [row] = await repo.insertGroups(tx, [{ materialFormId: formId, name: input.name, position }]);
    return row.id;
  });
  return presentGroup(ctx.db, formId, id);
}

export async function updateGroup(
  ctx: AppContext,
  user: AuthUser,
  formId: number,
  groupId: number,
  input: MaterialFormGroupInput,
) {
  await ctx.db.transaction(async (tx) => {
    const found = await requireAccess(tx, user, 'read', materialFormGroupAccess, groupId, {
      within: { parentId: formId },
      lock: true,
    });
    requireEditable(user, found);
    await repo.updateGroup(tx, groupId, { name: input.name });
  });
  return presentGroup(ctx.db, formId, groupId);
}

export async function deleteGroup(ctx: AppContext, user: AuthUser, formId: number, groupId: number) {
  await ctx.db.transaction(async (tx) => {
    const found = await requireAccess(tx, user, 'read', materialFormGroupAccess, groupId, {
      within: { parentId: formId },
      lock: true,
    });
    requireEditable(user, found);
    await repo.deleteGroups(tx, [groupId]);
  });
}

async function requireCategory(db: DbOrTx, categoryId: number): Promise<void> {
  const found = await repo.findExistingCategoryIds(db, [categoryId]);
  if (!found.has(categoryId)) throw invalid({ product_category_id: ['not-found'] });
}

export async function createSelect(
  ctx: AppContext,
  user: AuthUser,
  groupId: number,
  input: CreateMaterialFormSelectInput,
) {
  const id = await ctx.db.transaction(async (tx) => {
    requireEditable(user, await requireAccess(tx, user, 'read', materialFormGroupAccess, groupId, { lock: true }));
    await requireCategory(tx, input.product_category_id);
    const position = await repo.nextPosition(tx, 'select', groupId);
    const [row] = await repo.insertSelects(tx, [
      {
        materialFormGroupId: groupId,
        name: input.name,
        area: input.area.toFixed(2),
        productCategoryId: input.product_category_id,
        position,
      },
    ]);
    return row.id;
  });
  return presentSelectById(ctx.db, id);
}

export async function updateSelect(
  ctx: AppContext,
  user: AuthUser,
  groupId: number,
  selectId: number,
  input: UpdateMaterialFormSelectInput,
) {
  await ctx.db.transaction(async (tx) => {
    const found = await requireAccess(tx, user, 'read', materialFormSelectAccess, selectId, {
      within: { parentId: groupId },
      lock: true,
    });
    requireEditable(user, found);
    await requireCategory(tx, input.product_category_id);
    const options = await repo.findSelectOptions(tx, selectId);
    const products = await repo.findProducts(
      tx,
      options.map((o) => o.productId),
    );
    if (options.some((o) => products.get(o.productId)?.categoryId !== input.product_category_id)) {
      throw invalid({ product_category_id: ['options-of-other-category'] });
    }
    const values: Parameters<typeof repo.updateSelect>[2] = {
      name: input.name,
      area: input.area.toFixed(2),
      productCategoryId: input.product_category_id,
    };
    if (input.default_option_id !== undefined) {
      const target = input.default_option_id;
      if (options.length && (target === null || !options.some((o) => o.id === target))) {
        throw new AppError(422, ErrorCode.defaultOptionError, 'The default option is not one of the select’s options.');
      }
      values.defaultOptionId = target;
    }
    await repo.updateSelect(tx, selectId, values);
  });
  return presentSelectById(ctx.db, selectId);
}

export async function deleteSelect(ctx: AppContext, user: AuthUser, groupId: number, selectId: number) {
  await ctx.db.transaction(async (tx) => {
    const found = await requireAccess(tx, user, 'read', materialFormSelectAccess, selectId, {
      within: { parentId: groupId },
      lock: true,
    });
    requireEditable(user, found);
    await repo.deleteSelects(tx, [selectId]);
  });
}

/** The product fits the select (its category) and is not yet one of its options (except `optionId`). */
async function requireProduct(db: DbOrTx, selectId: number, productId: number, optionId?: number) {
  const select = await repo.findSelect(db, selectId);
  const product = (await repo.findProducts(db, [productId])).get(productId);
  if (!product || !select) throw invalid({ product_id: ['not-found'] });
  if (product.categoryId !== select.productCategoryId) throw invalid({ product_id: ['other-category'] });
  const options = await repo.findSelectOptions(db, selectId);
  if (options.some((o) => o.productId === productId && o.id !== optionId)) {
    throw invalid({ product_id: ['already-an-option'] });
  }
  return { select, product };
}

export async function createOption(
  ctx: AppContext,
  user: AuthUser,
  selectId: number,
  input: CreateMaterialFormOptionInput,
) {
  const id = await ctx.db.transaction(async (tx) => {
    requireEditable(user, await requireAccess(tx, user, 'read', materialFormSelectAccess, selectId, { lock: true }));
    const { select, product } = await requireProduct(tx, selectId, input.product_id);
    const [row] = await repo.insertOptions(tx, [
      {
        materialFormSelectId: selectId,
        productId: product.id,
        // Copied from the product when left out, then editable (DECISIONS.md).
        name: input.name ?? product.name,
        price: input.price === undefined ? product.price : input.price.toFixed(2),
      },
    ]);
    // The first option added becomes the default (spec part 3 §5).
    if (select.defaultOptionId === null) await repo.updateSelect(tx, selectId, { defaultOptionId: row.id });
    return row.id;
  });
  return presentOptionById(ctx.db, selectId, id);
}

export async function updateOption(
  ctx: AppContext,
  user: AuthUser,
  selectId: number,
  optionId: number,
  input: UpdateMaterialFormOptionInput,
) {
  await ctx.db.transaction(async (tx) => {
    const found = await requireAccess(tx, user, 'read', materialFormOptionAccess, optionId, {
      within: { parentId: selectId },
      lock: true,
    });
    requireEditable(user, found);
    await requireProduct(tx, selectId, input.product_id, optionId);
    await repo.updateOption(tx, optionId, {
      name: input.name,
      price: input.price.toFixed(2),
      productId: input.product_id,
    });
  });
  return presentOptionById(ctx.db, selectId, optionId);
}

/** Deleting the default option makes the first remaining one (by name) the default. */
export async function deleteOption(ctx: AppContext, user: AuthUser, selectId: number, optionId: number) {
  await ctx.db.transaction(async (tx) => {
    const found = await requireAccess(tx, user, 'read', materialFormOptionAccess, optionId, {
      within: { parentId: selectId },
      lock: true,
    });
    requireEditable(user, found);
    await repo.deleteOptions(tx, [optionId]);
    const select = await repo.findSelect(tx, selectId);
    if (select && select.defaultOptionId === null) {
      const [first] = await repo.findSelectOptions(tx, selectId);
      if (first) await repo.updateSelect(tx, selectId, { defaultOptionId: first.id });
    }
  });
}
