import { type DocumentType, ErrorCode } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../components/confirm';
import { useDeleteDocumentType } from '../../../entities/document-type';
import { isApiError } from '../../../lib/api-error';
import { showError, showSuccess } from '../../../lib/error-message';

/** Asks before deleting a type; a type that documents use answers 27, shown as such. */
export function useDeleteDocumentTypeAction() {
  const { t } = useTranslation();
  const remove = useDeleteDocumentType();
  return (type: DocumentType, onDeleted?: () => void) =>
    confirmAction({
      title: t('documentTypes.deleteTitle'),
      message: t('documentTypes.deleteMessage', { name: type.name }),
      confirmLabel: t('common.delete'),
      onConfirm: () =>
        remove.mutate(type.id, {
          onSuccess: () => {
            showSuccess(t('documentTypes.deleted', { name: type.name }));
            onDeleted?.();
          },
          onError: (error) =>
            isApiError(error) && error.code === ErrorCode.documentTypeInUse
              ? showError(error, t('documentTypes.inUseTitle'))
              : showError(error),
        }),
    });
}
