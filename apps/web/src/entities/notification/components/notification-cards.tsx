import { Card, Group, type MantineSpacing, Stack, Text, UnstyledButton } from '@mantine/core';
import { NOTIFICATION_PANEL_EXCERPT, type Notification } from '@portal/contracts';
import { IconPaperclip } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { excerpt } from '../notification-excerpt';
import { NotificationReadModal } from './notification-read-modal';

interface NotificationCardsProps {
  notifications: readonly Notification[];
  /** The cards' inner space: roomier on a page of its own, tighter inside a page's section. */
  padding?: MantineSpacing;
}

/**
 * Notifications as a list of cards (title, date, excerpt, attachment name); a card opens the whole
 * notification in the read modal. /view-notifications and the condominium and apartment pages.
 */
export function NotificationCards({ notifications, padding = 'md' }: NotificationCardsProps) {
  const { i18n } = useTranslation();
  const [reading, setReading] = useState<Notification | null>(null);
  return (
    <>
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {notifications.map((n) => (
          <li key={n.id}>
            <Card withBorder padding={padding} radius="md">
              <UnstyledButton onClick={() => setReading(n)} w="100%">
                <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {n.title}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    {formatDateTime(n.created_at, i18n.language)}
                  </Text>
                </Group>
                <Text size="sm" c="dimmed" mt={4} style={{ overflowWrap: 'anywhere' }}>
                  {excerpt(n.body, NOTIFICATION_PANEL_EXCERPT)}
                </Text>
                {n.attachment && (
                  <Group gap={4} mt={6}>
                    <IconPaperclip size={14} aria-hidden />
                    <Text size="xs">{n.attachment.filename}</Text>
                  </Group>
                )}
              </UnstyledButton>
            </Card>
          </li>
        ))}
      </Stack>
      <NotificationReadModal notification={reading} onClose={() => setReading(null)} />
    </>
  );
}
