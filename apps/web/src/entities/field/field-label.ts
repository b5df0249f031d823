import type { Field } from '@portal/contracts';
import type { TFunction } from 'i18next';

/** Built-in fields are shown by their translated key; fields made by users by their name. */
const BUILT_IN_FIELD_KEYS = new Set([
  'creation_date',
  'phase',
  'subject',
  'state',
  'gps_coordinates',
  'gps_accuracy',
  'info',
  'position',
]);

/** A field's label: `documentFields.<key>` for a default field, else the name it was given. */
export function fieldLabel(t: TFunction, field: Pick<Field, 'key' | 'is_default'>): string {
  return field.is_default && BUILT_IN_FIELD_KEYS.has(field.key) ? t(`documentFields.${field.key}`) : field.key;
}
