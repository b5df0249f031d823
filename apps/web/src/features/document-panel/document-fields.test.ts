import type { Field } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { formPayload, keywordOptions, sameFormValues } from './document-fields';

const keywords = [
  { id: 11, field_id: 4, text: 'Valmis', deactivated: false },
  { id: 12, field_id: 4, text: '-', deactivated: false },
  { id: 13, field_id: 4, text: 'Vanha', deactivated: true },
  { id: 14, field_id: 3, text: 'Kaapeli', deactivated: false },
];

describe('keyword pickers', () => {
  it('hide "-" and deactivated keywords, and keywords of other fields', () => {
    expect(keywordOptions(keywords, 4)).toEqual([{ value: '11', label: 'Valmis' }]);
  });

  it('keep a deactivated keyword the document already has, so editing does not drop it', () => {
    expect(keywordOptions(keywords, 4, [13]).map((o) => o.label)).toEqual(['Valmis', 'Vanha']);
  });
});

describe('formPayload', () => {
  const field = (id: number, key: string, type: Field['type'], isAutomatic = false): Field => ({
    id,
    key,
    type,
    is_automatic: isAutomatic,
    is_default: true,
    order: id,
    show_in_documents_table: true,
    keywords: [],
  });

  it('sends the editable text and date fields and the chosen keywords, not automatic fields', () => {
    const fields = [
      field(1, 'creation_date', 'date', true),
      field(4, 'state', 'keywords'),
      field(7, 'info', 'text'),
      field(9, 'due', 'date'),
    ];
    const payload = formPayload(
      { texts: { 7: '  Kaivanto  ' }, dates: { 9: '2024-05-01' }, keywords: { 4: [11], 3: [14, 11] }, group: ' g1 ' },
      fields,
    );
    expect(payload).toEqual({
      fields: [
        { field_id: 7, text: 'Kaivanto' },
        { field_id: 9, date: '2024-05-01' },
      ],
      keywords: [14, 11],
      group: 'g1',
    });
  });
});

describe('sameFormValues', () => {
  const base = { texts: { 7: 'Kaivanto' }, dates: {}, keywords: { 2: [21], 4: [11] }, group: '' };
  it('holds empty and missing alike, and keyword order does not count', () => {
    expect(sameFormValues(base, { ...base, texts: { 7: 'Kaivanto', 8: '  ' }, dates: { 9: '' } })).toBe(true);
    expect(sameFormValues(base, { ...base, keywords: { 4: [11], 2: [21] } })).toBe(true);
    expect(sameFormValues(base, { ...base, group: ' ' })).toBe(true);
  });
  it('tells a changed text, date, keyword or group', () => {
    expect(sameFormValues(base, { ...base, texts: { 7: 'Kaapeli' } })).toBe(false);
    expect(sameFormValues(base, { ...base, dates: { 9: '2024-06-30' } })).toBe(false);
    expect(sameFormValues(base, { ...base, keywords: { 2: [21], 4: [12] } })).toBe(false);
    expect(sameFormValues(base, { ...base, group: 'g1' })).toBe(false);
  });
});
