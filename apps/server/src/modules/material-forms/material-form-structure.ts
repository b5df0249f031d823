import { ErrorCode, type MaterialFormStructureInput } from '@portal/contracts';
import { AppError } from '../../platform/http/app-error';
import type { GroupRecord, OptionRecord, SelectRecord } from './material-forms.repo';

/*
 * The edit form's save as a plan (spec part 3 §4 "Material form edit save order"): which stored
 * items to delete and update and which new ones to create, worked out from the client's tree
 * before anything is written. The service runs it in one transaction; this file only reads.
 */

/** An item of the tree: a stored one by id, or a new one by the client's temporary id. */
export type Ref = { stored: number } | { temp: number };

export interface PlannedOption {
  ref: Ref;
  productId: number;
  /** Where the option is in the body (for field errors); null for a stored option left out of it. */
  path: string | null;
}

export interface PlannedSelect {
  ref: Ref;
  path: string;
  categoryId: number;
  options: PlannedOption[];
  /** The default asked for: an option of `options`, `first` (none named), or `missing` (named but absent). */
  defaultOption: Ref | 'first' | 'missing' | null;
}

export interface StructurePlan {
  name: string;
  deleteGroupIds: number[];
  deleteSelectIds: number[];
  deleteOptionIds: number[];
  updateGroups: { id: number; name: string; position: number }[];
  updateSelects: { id: number; name: string; area: number; categoryId: number; position: number }[];
  updateOptions: { id: number; name: string; price: number; productId: number }[];
  createGroups: { temp: number; name: string; position: number }[];
  createSelects: { temp: number; group: Ref; name: string; area: number; categoryId: number; position: number }[];
  createOptions: { temp: number; select: Ref; productId: number; name: string; price: number }[];
  /** Every select that remains after the save, with its options: what the checks and defaults read. */
  selects: PlannedSelect[];
}

export interface StoredTree {
  groups: GroupRecord[];
  selects: SelectRecord[];
  options: OptionRecord[];
}

const invalid = (code: number, message: string) => new AppError(422, code, message);

/** Refuses a temporary id used twice for one kind: the defaults could not tell them apart. */
function claimTemp(seen: Set<number>, id: number, kind: string): void {
  if (seen.has(id)) throw invalid(ErrorCode.invalidForm, `Temporary ${kind} id ${id} is used twice.`);
  seen.add(id);
}

export function planStructure(input: MaterialFormStructureInput, stored: StoredTree): StructurePlan {
  const plan: StructurePlan = {
    name: input.name,
    deleteGroupIds: [],
    deleteSelectIds: [],
    deleteOptionIds: [],
    updateGroups: [],
    updateSelects: [],
    updateOptions: [],
    createGroups: [],
    createSelects: [],
    createOptions: [],
    selects: [],
  };
  const groupById = new Map(stored.groups.map((g) => [g.id, g]));
  const selectById = new Map(stored.selects.map((s) => [s.id, s]));
  const optionById = new Map(stored.options.map((o) => [o.id, o]));
  const temps = { group: new Set<number>(), select: new Set<number>(), option: new Set<number>() };
  /** Stored selects and options the tree mentions: the rest stay as they are. */
  const mentionedSelects = new Set<number>();
  const mentionedOptions = new Set<number>();
  const deletedGroups = new Set<number>();
  const deletedSelects = new Set<number>();

  input.groups.forEach((group, gi) => {
    if (!group.new && groupById.get(group.id) === undefined) {
      throw invalid(ErrorCode.invalidGroup, `Group ${group.id} is not a group of this form.`);
    }
    if (group.new) claimTemp(temps.group, group.id, 'group');
    const groupRef: Ref = group.new ? { temp: group.id } : { stored: group.id };
    const groupGone = group.deleted;
    if (groupGone && !group.new) {
      plan.deleteGroupIds.push(group.id);
      deletedGroups.add(group.id);
    } else if (!groupGone) {
      if (group.new) plan.createGroups.push({ temp: group.id, name: group.name, position: gi });
      else plan.updateGroups.push({ id: group.id, name: group.name, position: gi });
    }

    group.selects.forEach((select, si) => {
      const path = `groups.${gi}.selects.${si}`;
      const storedSelect = select.new ? undefined : selectById.get(select.id);
      if (!select.new && (storedSelect === undefined || group.new || storedSelect.materialFormGroupId !== group.id)) {
        throw invalid(ErrorCode.invalidOption, `Select ${select.id} is not a select of group ${group.id}.`);
      }
      if (select.new) claimTemp(temps.select, select.id, 'select');
      else mentionedSelects.add(select.id);
      const selectRef: Ref = select.new ? { temp: select.id } : { stored: select.id };
      const selectGone = groupGone || select.deleted;
      if (selectGone && !select.new && !groupGone) {
        plan.deleteSelectIds.push(select.id);
        deletedSelects.add(select.id);
      } else if (!selectGone) {
        const values = { name: select.name, area: select.area, categoryId: select.product_category_id, position: si };
        if (select.new) plan.createSelects.push({ temp: select.id, group: groupRef, ...values });
        else plan.updateSelects.push({ id: select.id, ...values });
      }

      const planned: PlannedSelect = {
        ref: selectRef,
        path,
        categoryId: select.product_category_id,
        options: [],
        defaultOption: null,
      };
      select.options.forEach((option, oi) => {
        const storedOption = option.new ? undefined : optionById.get(option.id);
        if (
          !option.new &&
          (storedOption === undefined || select.new || storedOption.materialFormSelectId !== select.id)
        ) {
          throw invalid(ErrorCode.invalidOption, `Option ${option.id} is not an option of select ${select.id}.`);
        }
        if (option.new) claimTemp(temps.option, option.id, 'option');
        else mentionedOptions.add(option.id);
        if (selectGone || option.deleted) {
          if (!option.new && !selectGone) plan.deleteOptionIds.push(option.id);
          return;
        }
        const ref: Ref = option.new ? { temp: option.id } : { stored: option.id };
        const values = { productId: option.product_id, name: option.name, price: option.price };
        if (option.new) plan.createOptions.push({ temp: option.id, select: selectRef, ...values });
        else plan.updateOptions.push({ id: option.id, ...values });
        planned.options.push({ ref, productId: option.product_id, path: `${path}.options.${oi}` });
      });
      if (selectGone) return;
      // Stored options the tree leaves out stay, after the ones it lists.
      if (storedSelect) {
        for (const option of stored.options) {
          if (option.materialFormSelectId !== storedSelect.id || mentionedOptions.has(option.id)) continue;
          planned.options.push({ ref: { stored: option.id }, productId: option.productId, path: null });
        }
      }
      planned.defaultOption = requestedDefault(select.default_option_id, select.options, planned.options);
      plan.selects.push(planned);
    });
  });

  // Stored selects the tree leaves out keep their contents and their default when it remains.
  for (const select of stored.selects) {
    if (mentionedSelects.has(select.id) || deletedGroups.has(select.materialFormGroupId)) continue;
    if (deletedSelects.has(select.id)) continue;
    const options = stored.options
      .filter((o) => o.materialFormSelectId === select.id && !plan.deleteOptionIds.includes(o.id))
      .map((o): PlannedOption => ({ ref: { stored: o.id }, productId: o.productId, path: null }));
    const keeps = options.some((o) => 'stored' in o.ref && o.ref.stored === select.defaultOptionId);
    plan.selects.push({
      ref: { stored: select.id },
      path: `select ${select.id}`,
      categoryId: select.productCategoryId,
      options,
      defaultOption: keeps && select.defaultOptionId !== null ? { stored: select.defaultOptionId } : 'first',
    });
  }
  return plan;
}

/**
 * The default a select asks for: an option of the tree under it (new or stored, matched by the id
 * the client gave), else a stored option it left out; none named takes the first option.
 */
function requestedDefault(
  requested: number | null,
  treeOptions: MaterialFormStructureInput['groups'][number]['selects'][number]['options'],
  planned: PlannedOption[],
): Ref | 'first' | 'missing' {
  if (requested === null) return 'first';
  const inTree = treeOptions.find((o) => o.id === requested && !o.deleted);
  const ref: Ref | undefined = inTree
    ? inTree.new
      ? { temp: requested }
      : { stored: requested }
    : planned.find((o) => o.path === null && 'stored' in o.ref && o.ref.stored === requested)?.ref;
  return ref ?? 'missing';
}
