import { DEFAULT_DOCUMENT_TYPE_NAME, type DocumentType } from '@portal/contracts';
import type { TFunction } from 'i18next';

/** A document type's label: the default type's name is a key (`document_type_default`) shown translated. */
export function documentTypeLabel(t: TFunction, type: Pick<DocumentType, 'name' | 'is_default'>): string {
  return type.is_default && type.name === DEFAULT_DOCUMENT_TYPE_NAME ? t('documentTypes.defaultTypeName') : type.name;
}
