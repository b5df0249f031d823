import { Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { NOTIFICATION_PANEL_EXCERPT, type Notification } from '@portal/contracts';
import { IconPaperclip } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/page-frame';
import { QueryState } from '../../../components/query-state';
import {
  excerpt,
  NotificationReadModal,
  useGlobalNotifications,
  useNotificationArrivals,
} from '../../../entities/notification';
import { formatDateTime } from '../../../lib/format';
import { useSignedInUser } from '../../../lib/stored-user';

/** /view-notifications: the published notifications, newest first, for every signed-in user. */
export default function ViewNotificationsPage() {
  const { t, i18n } = useTranslation();
  const { id: userId } = useSignedInUser();
  const list = useGlobalNotifications();
  useNotificationArrivals(userId);
  const [reading, setReading] = useState<Notification | null>(null);
  const rows = list.data ?? [];

  return (
    <PageFrame title={t('notifications.viewTitle')} description={t('notifications.viewDescription')}>
      <QueryState
        query={list}
        loadingLabel={t('notifications.loading')}
        isEmpty={rows.length === 0}
        emptyTitle={t('notifications.noneTitle')}
        emptyDescription={t('notifications.noneHint')}
      >
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {rows.map((n) => (
            <li key={n.id}>
              <Card withBorder padding="md" radius="md">
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
      </QueryState>
      <NotificationReadModal notification={reading} onClose={() => setReading(null)} />
    </PageFrame>
  );
}
