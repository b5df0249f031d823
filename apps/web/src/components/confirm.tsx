import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';
import { i18n } from '../lib/i18n';

interface ConfirmOptions {
  title: string;
  /** What happens and what is lost. */
  message: ReactNode;
  confirmLabel: string;
  /** Red confirm button for destructive actions (default). */
  isDestructive?: boolean;
  onConfirm: () => void;
  /** Called once the confirmation is gone, whichever way it went (confirmed, cancelled, Escape). */
  onClose?: () => void;
}

/** Asks before an action; destructive ones get a red button. */
export function confirmAction({
  title,
  message,
  confirmLabel,
  isDestructive = true,
  onConfirm,
  onClose,
}: ConfirmOptions) {
  modals.openConfirmModal({
    title,
    children: typeof message === 'string' ? <Text size="sm">{message}</Text> : message,
    labels: { confirm: confirmLabel, cancel: i18n.t('common.cancel') },
    confirmProps: { color: isDestructive ? 'red' : undefined },
    closeButtonProps: { 'aria-label': i18n.t('common.close') },
    // Above an edit modal that asked for the confirmation.
    zIndex: 400,
    onConfirm,
    onClose,
  });
}
