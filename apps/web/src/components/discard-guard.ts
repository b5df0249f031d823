import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from './confirm';

/**
 * The dirty guard of a modal that holds typed values (FormModal, the manage-folder modal): closing an
 * unchanged one closes at once, a changed one asks before discarding. `isAsking` is true while the
 * question is open, so the modal's own Escape does not ask again.
 */
export function useDiscardGuard(isDirty: () => boolean, onClose: () => void) {
  const { t } = useTranslation();
  const [isAsking, setIsAsking] = useState(false);
  const requestClose = () => {
    if (!isDirty()) {
      onClose();
      return;
    }
    setIsAsking(true);
    confirmAction({
      title: t('forms.discardTitle'),
      message: t('forms.discardMessage'),
      confirmLabel: t('forms.discard'),
      onConfirm: onClose,
      onClose: () => setIsAsking(false),
    });
  };
  return { requestClose, isAsking };
}
