import type { Document, Field, FieldValueInput, Keyword } from '@portal/contracts';
import type { TFunction } from 'i18next';
import { documentTypeLabel } from '../../entities/document-type';
import { isPickableKeyword, fieldLabel as sharedFieldLabel } from '../../entities/field';

/** A folder the panel can show, move to or upload into (the page builds them from the project's folders). */
export interface FolderOption {
  id: number;
  /** Translated (the main folder) and not indented. */
  name: string;
  depth: number;
}

/** The globals the panel reads: field definitions and every keyword. */
export interface DocumentGlobals {
  fields: readonly Field[];
  keywords: readonly Keyword[];
}

/** Pickers hide the `-` keyword and deactivated ones (spec part 2 section 3), except those already chosen. */
export function keywordOptions(keywords: readonly Keyword[], fieldId: number, chosen: readonly number[] = []) {
  return keywords
    .filter((k) => k.field_id === fieldId && (isPickableKeyword(k) || chosen.includes(k.id)))
    .map((k) => ({ value: String(k.id), label: k.text }));
}

/** The fields a person fills in (automatic ones come from the file: GPS, capture time). */
export const editableFields = (fields: readonly Field[]) =>
  [...fields].filter((f) => !f.is_automatic).sort((a, b) => a.order - b.order || a.id - b.id);

/** A field's label: translated for the built-in fields, the name given for the others. */
export const fieldLabel = (t: TFunction, field: Pick<Field, 'key' | 'is_default'>) => sharedFieldLabel(t, field);

/** What the add and edit forms hold. */
export interface DocumentFormValues {
  texts: Record<number, string>;
  /** YYYY-MM-DD. */
  dates: Record<number, string>;
  keywords: Record<number, number[]>;
  group: string;
}

export const emptyFormValues = (): DocumentFormValues => ({ texts: {}, dates: {}, keywords: {}, group: '' });

export function formValuesOf(doc: Document): DocumentFormValues {
  const values = emptyFormValues();
  for (const value of doc.fields) {
    if (value.text !== null) values.texts[value.field_id] = value.text;
    if (value.date) values.dates[value.field_id] = value.date.slice(0, 10);
  }
  for (const keyword of doc.keywords) {
    values.keywords[keyword.field_id] = [...(values.keywords[keyword.field_id] ?? []), keyword.id];
  }
  values.group = doc.group ?? '';
  return values;
}

/** Whether two form states hold the same values (empty and missing alike). */
export function sameFormValues(a: DocumentFormValues, b: DocumentFormValues): boolean {
  const texts = (v: DocumentFormValues) =>
    JSON.stringify(
      Object.entries(v.texts)
        .filter(([, text]) => text.trim() !== '')
        .sort(),
    );
  const dates = (v: DocumentFormValues) =>
    JSON.stringify(
      Object.entries(v.dates)
        .filter(([, d]) => d)
        .sort(),
    );
  const keywords = (v: DocumentFormValues) => JSON.stringify(Object.values(v.keywords).flat().sort());
  return (
    texts(a) === texts(b) && dates(a) === dates(b) && keywords(a) === keywords(b) && a.group.trim() === b.group.trim()
  );
}

/** The values as the API takes them: every editable text and date field, and the chosen keywords. */
export function formPayload(values: DocumentFormValues, fields: readonly Field[]) {
  const out: FieldValueInput[] = [];
  for (const field of editableFields(fields)) {
    if (field.type === 'text') {
      const text = values.texts[field.id]?.trim() ?? '';
      out.push({ field_id: field.id, text: text || null });
    } else if (field.type === 'date') {
      out.push({ field_id: field.id, date: values.dates[field.id] || null });
    }
  }
  const keywords = [...new Set(Object.values(values.keywords).flat())];
  return { fields: out, keywords, group: values.group.trim() };
}

/** A document type's shown name (the default type's name is a key). */
export const typeName = (t: TFunction, type: { name: string; is_default: boolean }) => documentTypeLabel(t, type);
