import type { UpdateDocumentInput } from '@portal/contracts';
import type { z } from 'zod';
import type { DbOrTx } from '../../platform/db/client';
import { invalid } from '../../platform/http/app-error';
import { findFields, findKeywords, findTypeFieldIds } from './document-values.repo';

type FieldInput = NonNullable<UpdateDocumentInput['fields']>;

export interface CheckedValue {
  fieldId: number;
  text: string | null;
  date: Date | null;
}

/**
 * Field values and keywords of a document of type `documentTypeId`, on upload and on update; any
 * refusal is 422 (code -1) naming the offending entry:
 * - a field or keyword that does not exist (`unknown-field`, `unknown-keyword`);
 * - a value of the wrong kind: text for a date field, a date for a text field, either for a
 *   keyword field (`date-field-takes-a-date`, `text-field-takes-text`, `keyword-field-takes-keywords`);
 * - a value, or a keyword, of a field the document's type does not show (`field-of-another-type`,
 *   `keyword-of-another-type`); a type without fields of its own shows them all. An empty value (both null) of such a field is accepted: the edit
 *   form sends every field, emptied ones included, and an empty value stores nothing.
 */
export async function checkedValues(
  db: DbOrTx,
  documentTypeId: number,
  fields: FieldInput | undefined,
  keywordIds: number[] | undefined,
): Promise<CheckedValue[]> {
  const values = fields ?? [];
  const known = new Map((await findFields(db, [...new Set(values.map((v) => v.field_id))])).map((f) => [f.id, f]));
  const ownFields = await findTypeFieldIds(db, documentTypeId);
  // A type without fields of its own shows every field (the add dialog offers them all).
  const shows = (fieldId: number) => ownFields.size === 0 || ownFields.has(fieldId);
  const problems: Record<string, string[]> = {};
  values.forEach((v, i) => {
    const field = known.get(v.field_id);
    const hasText = v.text !== undefined && v.text !== null;
    const hasDate = v.date !== undefined && v.date !== null;
    if (!field) problems[`fields.${i}.field_id`] = ['unknown-field'];
    else if (field.type === 'date' && hasText) problems[`fields.${i}.text`] = ['date-field-takes-a-date'];
    else if (field.type === 'text' && hasDate) problems[`fields.${i}.date`] = ['text-field-takes-text'];
    else if (field.type === 'keywords' && (hasText || hasDate))
      problems[`fields.${i}`] = ['keyword-field-takes-keywords'];
    else if ((hasText || hasDate) && !shows(field.id)) problems[`fields.${i}.field_id`] = ['field-of-another-type'];
  });
  if (keywordIds?.length) {
    const found = new Map((await findKeywords(db, keywordIds)).map((k) => [k.id, k.fieldId]));
    keywordIds.forEach((id, i) => {
      const fieldId = found.get(id);
      if (fieldId === undefined) problems[`keywords.${i}`] = ['unknown-keyword'];
      else if (!shows(fieldId)) problems[`keywords.${i}`] = ['keyword-of-another-type'];
    });
  }
  if (Object.keys(problems).length) throw invalid(problems);
  return values.map((v) => ({
    fieldId: v.field_id,
    text: v.text ?? null,
    date: v.date ? new Date(v.date) : null,
  }));
}

/** `lat,lng` in range, or a 422 on `field`. */
export function parseCoordinates(value: string, field: string): { latitude: number; longitude: number } {
  const match = /^\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*$/.exec(value);
  const latitude = Number(match?.[1]);
  const longitude = Number(match?.[2]);
  if (!match || Math.abs(latitude) > 90 || Math.abs(longitude) > 180)
    throw invalid({ [field]: ['invalid-coordinates'] });
  return { latitude, longitude };
}

/** A multipart form's refusals by field, as a 422 names them. */
export function issuesToFields(error: z.ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] = [...(fields[key] ?? []), issue.message];
  }
  return fields;
}
