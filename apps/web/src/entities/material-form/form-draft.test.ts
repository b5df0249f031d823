import type { MaterialForm } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { draftBody, draftProblems, formDraft, isDraftChanged, nextTempId, visibleOptions } from './form-draft';
import { structureFieldProblems } from './structure-errors';

const FORM: MaterialForm = {
  id: 1,
  name: 'Kitchen',
  project_id: 9,
  active: false,
  apartment_template_ids: [],
  can: { update: true, delete: true, link: true, duplicate: true },
  groups: [
    {
      id: 10,
      name: 'Floors',
      selects: [
        {
          id: 20,
          name: 'Floor',
          area: 12.5,
          product_category_id: 3,
          default_option_id: 31,
          material_form_group_id: 10,
          options: [
            { id: 30, name: 'oak', price: 45.5, product_id: 100, material_form_select_id: 20, isDefault: false },
            { id: 31, name: 'Ash', price: 39.9, product_id: 101, material_form_select_id: 20, isDefault: true },
          ],
        },
      ],
    },
  ],
};

describe('the edit form working copy', () => {
  it('shows numbers as the reader types them and sorts options by name ignoring case', () => {
    const draft = formDraft(FORM, 'fi');
    const select = draft.groups[0].selects[0];
    expect(select.area).toBe('12,50');
    expect(visibleOptions(select.options).map((o) => [o.name, o.price])).toEqual([
      ['Ash', '39,90'],
      ['oak', '45,50'],
    ]);
  });

  it("sends the whole tree with the spec's new and deleted flags; new items removed before saving are left out", () => {
    const draft = formDraft(FORM, 'fi');
    const select = draft.groups[0].selects[0];
    select.options[0].deleted = true;
    select.options.push({ id: nextTempId(), isNew: true, deleted: true, product_id: 102, name: 'Gone', price: '1' });
    const added = nextTempId();
    select.options.push({ id: added, isNew: true, deleted: false, product_id: 103, name: 'Birch', price: '20,5' });
    select.default_option_id = added;
    expect(isDraftChanged(draft, formDraft(FORM, 'fi'))).toBe(true);
    const body = draftBody(draft);
    const options = body.groups[0].selects?.[0].options ?? [];
    expect(options.map((o) => [o.id, o.new, o.deleted, o.price])).toEqual([
      [30, false, true, 45.5],
      [31, false, false, 39.9],
      [added, true, false, 20.5],
    ]);
    expect(body.groups[0].selects?.[0]).toMatchObject({ area: 12.5, default_option_id: added });
  });

  it('marks empty names, a missing category and amounts the server would refuse', () => {
    const draft = formDraft(FORM, 'en');
    draft.name = ' ';
    const select = draft.groups[0].selects[0];
    select.product_category_id = null;
    select.area = '-1';
    select.options[0].price = '12.345';
    const problems = draftProblems(draft);
    expect(problems.get(0)).toEqual(['name']);
    expect(problems.get(20)).toEqual(['category', 'area']);
    expect(problems.get(30)).toEqual(['price']);
  });
});

describe("the server's field errors", () => {
  it('are named by the option or select they are about', () => {
    const body = draftBody(formDraft(FORM, 'en'));
    expect(
      structureFieldProblems(body, {
        'groups.0.selects.0.options.1.product_id': ['already-an-option'],
        'groups.0.selects.0.product_category_id': ['not-found'],
        'groups.9.name': ['required'],
        name: ['required'],
      }),
    ).toEqual([
      { item: 'Ash', problem: 'already-an-option' },
      { item: 'Floor', problem: 'not-found' },
    ]);
  });
});
