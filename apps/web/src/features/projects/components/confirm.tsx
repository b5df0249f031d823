import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { i18n } from '../../../lib/i18n';

/** A destructive action asks first and says what will be lost. */
export function confirmDelete({
  title,
  message,
  onConfirm,
}: {
  title: string;
  message: string;
  onConfirm: () => void;
}) {
  modals.openConfirmModal({
    title,
    children: <Text size="sm">{message}</Text>,
    labels: { confirm: i18n.t('projects.confirmDelete'), cancel: i18n.t('projects.cancel') },
    confirmProps: { color: 'red' },
    onConfirm,
  });
}
