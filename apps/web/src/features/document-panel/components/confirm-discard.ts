import type { TFunction } from 'i18next';
import { confirmAction } from '../../../components/confirm';

/** Asks before unsaved changes to a document are left behind (its edit, or a chosen replacement). */
export function confirmDiscard(t: TFunction, onDiscard: () => void): void {
  confirmAction({
    title: t('documents.window.discardTitle'),
    message: t('documents.window.discardMessage'),
    confirmLabel: t('documents.window.discard'),
    onConfirm: onDiscard,
  });
}
