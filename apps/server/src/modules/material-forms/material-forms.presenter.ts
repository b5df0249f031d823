import type { MaterialForm, MaterialFormGroup, MaterialFormOption, MaterialFormSelect } from '@portal/contracts';
import { can } from '../../platform/access/gate';
import type { AuthUser } from '../../platform/auth/auth-user';
import type { FormTrees, OptionRecord, SelectRecord } from './material-forms.repo';

/** The one presenter of forms and their parts (ARCHITECTURE.md "Style"): prices and areas as numbers. */

export function presentOption(row: OptionRecord, defaultOptionId: number | null): MaterialFormOption {
  return {
    id: row.id,
    name: row.name,
    price: Number(row.price),
    product_id: row.productId,
    material_form_select_id: row.materialFormSelectId,
    isDefault: row.id === defaultOptionId,
  };
}

export function presentSelect(row: SelectRecord, options: OptionRecord[]): MaterialFormSelect {
  return {
    id: row.id,
    name: row.name,
    area: Number(row.area),
    product_category_id: row.productCategoryId,
    default_option_id: row.defaultOptionId,
    material_form_group_id: row.materialFormGroupId,
    options: options.map((o) => presentOption(o, row.defaultOptionId)),
  };
}

/** Every form of `trees`, in the trees' order, each with its groups, selects and options nested. */
export function presentForms(user: AuthUser, trees: FormTrees): MaterialForm[] {
  const optionsOf = groupBy(trees.options, (o) => o.materialFormSelectId);
  const selectsOf = groupBy(trees.selects, (s) => s.materialFormGroupId);
  const groupsOf = groupBy(trees.groups, (g) => g.materialFormId);
  return trees.forms.map((form) => {
    const active = form.templateIds.length > 0;
    const abilities = can(user, { kind: 'materialForm', active });
    const groups: MaterialFormGroup[] = (groupsOf.get(form.id) ?? []).map((group) => ({
      id: group.id,
      name: group.name,
      selects: (selectsOf.get(group.id) ?? []).map((s) => presentSelect(s, optionsOf.get(s.id) ?? [])),
    }));
    return {
      id: form.id,
      name: form.name,
      project_id: form.projectId,
      active,
      apartment_template_ids: form.templateIds,
      groups,
      can: {
        update: abilities.update,
        delete: abilities.delete,
        link: abilities.link,
        duplicate: abilities.duplicate,
      },
    };
  });
}

function groupBy<T>(rows: T[], key: (row: T) => number): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}
