import type { Field } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { formPayload, keywordOptions } from './document-fields';

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
