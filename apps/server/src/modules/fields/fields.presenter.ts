import type { Field, Keyword } from '@portal/contracts';
import type { FieldWithKeywords, KeywordRecord } from './fields.repo';

export const presentKeyword = (k: KeywordRecord): Keyword => ({
  id: k.id,
  field_id: k.fieldId,
  text: k.text,
  deactivated: k.deactivated,
});

export const presentField = (f: FieldWithKeywords): Field => ({
  id: f.id,
  key: f.key,
  type: f.type,
  is_automatic: f.isAutomatic,
  is_default: f.isDefault,
  order: f.order,
  show_in_documents_table: f.showInDocumentsTable,
  keywords: f.keywords.map(presentKeyword),
});
