import type { ApartmentMaterialForm } from '@portal/contracts';
import type { TotalLine } from '../../entities/material-selection';

/** The chosen option per select id. */
export type Choices = Record<number, number>;

/** Where a form starts: each select on its saved choice, else its default option, else its first. */
export function initialChoices(form: ApartmentMaterialForm): Choices {
  const choices: Choices = {};
  for (const group of form.groups) {
    for (const select of group.selects) {
      const start =
        select.selection?.material_form_option_id ?? select.default_option_id ?? select.options[0]?.id ?? null;
      if (start !== null && select.options.some((o) => o.id === start)) choices[select.id] = start;
    }
  }
  return choices;
}

/** The chosen options as the total counts them: price, and the select's area. */
export function totalLines(form: ApartmentMaterialForm, choices: Choices): TotalLine[] {
  const lines: TotalLine[] = [];
  for (const group of form.groups) {
    for (const select of group.selects) {
      const option = select.options.find((o) => o.id === choices[select.id]);
      if (option) lines.push({ price: option.price, area: select.area });
    }
  }
  return lines;
}

/** The save's body: one choice per select that has one, the form named so that it is replaced whole. */
export function saveBody(form: ApartmentMaterialForm, choices: Choices) {
  return {
    selections: Object.entries(choices).map(([selectId, optionId]) => ({
      material_form_select_id: Number(selectId),
      material_form_option_id: optionId,
    })),
    material_form_ids: [form.id],
  };
}
