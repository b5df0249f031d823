import type { Document } from '@portal/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { type FolderOption, typeName } from './document-fields';

/** A document's type name and a folder's name (the main folder, 0, by its translated name). */
export function useDocumentNames(folders: readonly FolderOption[]) {
  const { t } = useTranslation();
  const nameOfType = useCallback((doc: Document) => typeName(t, doc.document_type), [t]);
  const folderName = useCallback(
    (id: number) => folders.find((f) => f.id === id)?.name ?? (id === 0 ? t('documents.mainFolder') : ''),
    [folders, t],
  );
  return { nameOfType, folderName };
}
