import { BUILTIN_KEYWORD_FIELDS, type UpdateDocumentInput } from '@portal/contracts';
import type { DbOrTx } from '../../platform/db/client';
import { invalid } from '../../platform/http/app-error';
import { findFields, findHeldKeywordIds, findKeywords, findTypeFieldIds } from './document-values.repo';

/** Fields whose keyword is one value (spec part 2 §4: a document's state is one of the states). */
const SINGLE_KEYWORD_FIELDS: ReadonlySet<number> = new Set(Object.values(BUILTIN_KEYWORD_FIELDS));

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
 *   form sends every field, emptied ones included, and an empty value stores nothing;
 * - a second keyword of phase, subject or state (`one-keyword-per-field`): a document holds one of each;
 * - a deactivated keyword (`deactivated-keyword`), unless the document already holds it (`documentId`):
 *   a keyword deactivated after it was given stays until it is changed, so the document's other
 *   edits can still be saved.
 */
export async function checkedValues(
  db: DbOrTx,
  documentTypeId: number,
  fields: FieldInput | undefined,
  keywordIds: number[] | undefined,
  documentId?: number,
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
    const found = new Map((await findKeywords(db, keywordIds)).map((k) => [k.id, k]));
    const held = documentId === undefined ? new Set<number>() : await findHeldKeywordIds(db, documentId);
    const firstOfField = new Map<number, number>();
    keywordIds.forEach((id, i) => {
      const keyword = found.get(id);
      if (keyword === undefined) problems[`keywords.${i}`] = ['unknown-keyword'];
      else if (!shows(keyword.fieldId)) problems[`keywords.${i}`] = ['keyword-of-another-type'];
      else if (keyword.deactivated && !held.has(id)) problems[`keywords.${i}`] = ['deactivated-keyword'];
      else if (SINGLE_KEYWORD_FIELDS.has(keyword.fieldId)) {
        const first = firstOfField.get(keyword.fieldId);
        if (first === undefined) firstOfField.set(keyword.fieldId, id);
        else if (first !== id) problems[`keywords.${i}`] = ['one-keyword-per-field'];
      }
    });
  }
  if (Object.keys(problems).length) throw invalid(problems);
  return values.map((v) => ({
    fieldId: v.field_id,
    text: v.text ?? null,
    date: v.date ? new Date(v.date) : null,
  }));
}

/** A JSON position `{"lat": 60.17, "lng": 24.94}`, as the web's maps read coordinates; else null. */
function jsonPosition(value: string): { latitude: number; longitude: number } | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const { lat, lng } = parsed as Record<string, unknown>;
  if (typeof lat !== 'number' || typeof lng !== 'number') return null;
  return { latitude: lat, longitude: lng };
}

/**
 * A document's position from `lat,lng` or JSON `{"lat", "lng"}` (spec part 2 "Map views": the
 * decimal pair or JSON), in range; anything else is a 422 on `field`. A document is a point, so a
 * JSON shape that is not one (a drawn area) is refused.
 */
export function parseCoordinates(value: string, field: string): { latitude: number; longitude: number } {
  const pair = /^\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*$/.exec(value);
  const position = pair ? { latitude: Number(pair[1]), longitude: Number(pair[2]) } : jsonPosition(value);
  if (!position || Math.abs(position.latitude) > 90 || Math.abs(position.longitude) > 180)
    throw invalid({ [field]: ['invalid-coordinates'] });
  return position;
}
