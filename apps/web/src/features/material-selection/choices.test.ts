import type { ApartmentMaterialForm } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { initialChoices, saveBody, totalLines } from './choices';

const option = (id: number, price: number) => ({
  id,
  name: `Option ${id}`,
  price,
  product_id: id,
  isDefault: false,
  product_photo: null,
  product_context_photo: null,
});

const form: ApartmentMaterialForm = {
  id: 7,
  name: 'Form',
  project_id: 1,
  deadline: { deadline_at: null, source: null, passed: false },
  submission: null,
  can: { choose: true, submit: true, review: false },
  groups: [
    {
      id: 1,
      name: 'Kitchen',
      selects: [
        // Saved choice wins over the default.
        {
          id: 10,
          name: 'Floor',
          area: 12.5,
          product_category_id: 1,
          default_option_id: 100,
          options: [option(100, 3.33), option(101, 45.1)],
          selection: {
            id: 1,
            apartment_id: 1,
            material_form_id: 7,
            material_form_select_id: 10,
            material_form_option_id: 101,
            name: 'Option 101',
            price: 45.1,
            area: 12.5,
          },
        },
        // No choice saved: the default.
        {
          id: 11,
          name: 'Worktop',
          area: 0,
          product_category_id: 1,
          default_option_id: 111,
          options: [option(110, 10.5), option(111, 20)],
          selection: null,
        },
        // No default: the first option; no options: nothing.
        {
          id: 12,
          name: 'Tap',
          area: 0,
          product_category_id: 1,
          default_option_id: null,
          options: [option(120, 1)],
          selection: null,
        },
        {
          id: 13,
          name: 'Empty',
          area: 0,
          product_category_id: 1,
          default_option_id: null,
          options: [],
          selection: null,
        },
      ],
    },
  ],
};

describe('material selection choices', () => {
  it('starts each select on its saved choice, else its default, else its first option', () => {
    expect(initialChoices(form)).toEqual({ 10: 101, 11: 111, 12: 120 });
  });

  it('gives the total its lines and the save its body, naming the form', () => {
    const choices = { 10: 100, 11: 110 };
    expect(totalLines(form, choices)).toEqual([
      { price: 3.33, area: 12.5 },
      { price: 10.5, area: 0 },
    ]);
    expect(saveBody(form, choices)).toEqual({
      selections: [
        { material_form_select_id: 10, material_form_option_id: 100 },
        { material_form_select_id: 11, material_form_option_id: 110 },
      ],
      material_form_ids: [7],
    });
  });
});
