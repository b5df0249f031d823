import type { Field, Keyword } from '@portal/contracts';
import type { findFieldsWithKeywords } from './fields.repo';

type FieldRow = Awaited<ReturnType<typeof findFieldsWithKeywords>>[number];

export const presentKeyword = (k: { id: number; fieldId: number; text: string; deactivated: boolean }): Keyword => ({
  id: k.id,
  field_id: k.fieldId,
  text: k.text,
  deactivated: k.deactivated,
});

export const presentField = (f: FieldRow): Field => ({
  id: f.id,
  key: f.key,
  type: f.type,
  is_automatic: f.isAutomatic,
  is_default: f.isDefault,
  order: f.order,
  show_in_documents_table: f.showInDocumentsTable,
  keywords: f.keywords.map(presentKeyword),
});
