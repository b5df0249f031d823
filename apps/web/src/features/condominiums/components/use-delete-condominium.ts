import { notifications } from '@mantine/notifications';
import type { Condominium } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../components/confirm';
import { useDeleteCondominium } from '../../../entities/condominium';
import { isApiError } from '../../../lib/api-error';
import { showSuccess } from '../../../lib/error-message';
import { notifyRefusal } from '../../../lib/notify';

/** Delete with a confirmation; a condominium still in use (409) says why. */
export function useConfirmDeleteCondominium(onDeleted?: () => void) {
  const { t } = useTranslation();
  const remove = useDeleteCondominium();
  return (condominium: Condominium) =>
    confirmAction({
      title: t('condominiums.deleteTitle'),
      message: t('condominiums.deleteMessage', { name: condominium.name }),
      confirmLabel: t('condominiums.delete'),
      onConfirm: () =>
        remove.mutateAsync(condominium.id).then(
          () => {
            showSuccess(t('condominiums.deleted'));
            onDeleted?.();
          },
          (error: unknown) =>
            isApiError(error) && error.status === 409
              ? notifications.show({ color: 'red', message: t('condominiums.deleteInUse'), autoClose: 8000 })
              : notifyRefusal(error),
        ),
    });
}
