import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { Notification } from '@portal/contracts';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { saveAttachment } from '../api/download-attachment';

interface NotificationReadModalProps {
  notification: Notification | null;
  onClose: () => void;
}

/** The whole notification: its title, date, body as written (line breaks kept) and its attachment. */
export function NotificationReadModal({ notification, onClose }: NotificationReadModalProps) {
  const { t, i18n } = useTranslation();
  return (
    <Modal
      opened={notification !== null}
      onClose={onClose}
      title={notification?.title}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {notification && (
        <Stack gap="md">
          <Text size="xs" c="dimmed">
            {formatDateTime(notification.created_at, i18n.language)}
            {notification.creator ? ` · ${notification.creator}` : ''}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {notification.body}
          </Text>
          <Group justify="space-between">
            {notification.attachment ? (
              <Button
                variant="light"
                leftSection={<IconDownload size={16} aria-hidden />}
                onClick={() => void saveAttachment(notification)}
              >
                {t('notifications.downloadNamed', { name: notification.attachment.filename })}
              </Button>
            ) : (
              <span />
            )}
            <Button variant="default" onClick={onClose}>
              {t('common.close')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
