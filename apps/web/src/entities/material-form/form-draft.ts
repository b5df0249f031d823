import type { MaterialForm, MaterialFormStructureBody } from '@portal/contracts';
import { amountText, isValidAmount } from '../../lib/format';

/*
 * The edit form's working copy (spec part 3 §3: "new items get a temporary id and a new flag,
 * removed items a deleted flag"). Prices and areas stay as typed until the save, so a half-typed
 * "12," is not lost; the save sends the whole tree in one call.
 */

export interface OptionDraft {
  id: number;
  isNew: boolean;
  deleted: boolean;
  product_id: number;
  name: string;
  price: string;
}

export interface SelectDraft {
  id: number;
  isNew: boolean;
  deleted: boolean;
  name: string;
  area: string;
  product_category_id: number | null;
  default_option_id: number | null;
  options: OptionDraft[];
}

export interface GroupDraft {
  id: number;
  isNew: boolean;
  deleted: boolean;
  name: string;
  selects: SelectDraft[];
}

export interface FormDraft {
  name: string;
  groups: GroupDraft[];
}

let lastTemp = 0;
/** A temporary id for a new item: negative, so it never meets a stored id. */
export const nextTempId = (): number => {
  lastTemp -= 1;
  return lastTemp;
};

/** A number as the field shows it: `12,50` in Finnish, `12.50` in English; 0 area as empty-looking `0`. */
const numberText = (value: number, language: string): string => {
  const text = Number.isInteger(value) ? String(value) : value.toFixed(2);
  return language === 'fi' ? text.replace('.', ',') : text;
};

const amount = (text: string): number => Number(text.trim().replace(',', '.'));

export function formDraft(form: MaterialForm, language: string): FormDraft {
  return {
    name: form.name,
    groups: form.groups.map((group) => ({
      id: group.id,
      isNew: false,
      deleted: false,
      name: group.name,
      selects: group.selects.map((select) => ({
        id: select.id,
        isNew: false,
        deleted: false,
        name: select.name,
        area: numberText(select.area, language),
        product_category_id: select.product_category_id,
        default_option_id: select.default_option_id,
        options: select.options.map((option) => ({
          id: option.id,
          isNew: false,
          deleted: false,
          product_id: option.product_id,
          name: option.name,
          price: amountText(option.price, language),
        })),
      })),
    })),
  };
}

/** Options by name ignoring case (spec part 3 §9), the removed ones left out. */
export function visibleOptions(options: readonly OptionDraft[]): OptionDraft[] {
  return options
    .filter((o) => !o.deleted)
    .sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()) || a.id - b.id);
}

/** What the edit form would refuse before sending, by item id: the field that is wrong. */
export type DraftProblem = 'name' | 'category' | 'area' | 'price';

export function draftProblems(draft: FormDraft): Map<number, DraftProblem[]> {
  const problems = new Map<number, DraftProblem[]>();
  const add = (id: number, problem: DraftProblem) => problems.set(id, [...(problems.get(id) ?? []), problem]);
  if (!draft.name.trim()) add(0, 'name');
  for (const group of draft.groups) {
    if (group.deleted) continue;
    if (!group.name.trim()) add(group.id, 'name');
    for (const select of group.selects) {
      if (select.deleted) continue;
      if (!select.name.trim()) add(select.id, 'name');
      if (select.product_category_id === null) add(select.id, 'category');
      if (!isValidAmount(select.area || '0')) add(select.id, 'area');
      for (const option of select.options) {
        if (option.deleted) continue;
        if (!option.name.trim()) add(option.id, 'name');
        if (!isValidAmount(option.price)) add(option.id, 'price');
      }
    }
  }
  return problems;
}

/** The structure call's body. New items deleted before any save are simply left out. */
export function draftBody(draft: FormDraft): MaterialFormStructureBody {
  const keep = <T extends { isNew: boolean; deleted: boolean }>(items: T[]) =>
    items.filter((item) => !(item.isNew && item.deleted));
  return {
    name: draft.name.trim(),
    groups: keep(draft.groups).map((group) => ({
      id: group.id,
      new: group.isNew,
      deleted: group.deleted,
      name: group.name.trim() || '-',
      selects: keep(group.selects).map((select) => ({
        id: select.id,
        new: select.isNew,
        deleted: select.deleted,
        name: select.name.trim() || '-',
        area: amount(select.area || '0'),
        product_category_id: select.product_category_id ?? 0,
        default_option_id: select.default_option_id,
        options: keep(select.options).map((option) => ({
          id: option.id,
          new: option.isNew,
          deleted: option.deleted,
          product_id: option.product_id,
          name: option.name.trim() || '-',
          price: amount(option.price),
        })),
      })),
    })),
  };
}

/** Whether the draft differs from the form it started from (Esc asks before dropping it). */
export const isDraftChanged = (draft: FormDraft, original: FormDraft): boolean =>
  JSON.stringify(draft) !== JSON.stringify(original);
