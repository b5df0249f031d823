import { Anchor, Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { notifications as toasts } from '@mantine/notifications';
import { NOTIFICATION_PANEL_EXCERPT, type Notification } from '@portal/contracts';
import { IconBell } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  excerpt,
  NotificationReadModal,
  useLatestNotifications,
  useNotificationArrivals,
} from '../../../entities/notification';
import { formatDateTime } from '../../../lib/format';
import { useSignedInUser } from '../../../lib/stored-user';

/** How many of the newest notifications the panel shows; the rest are on /view-notifications. */
const SHOWN = 3;

/**
 * The projects list's notifications panel (spec part 2 "Projects list"): the newest published
 * notifications with a 172-character excerpt, a modal to read one whole, and a link to
 * /view-notifications. A notification published meanwhile appears without a reload. Nothing is
 * shown while there are none, so the table keeps its place.
 */
export function NotificationsPanel() {
  const { t, i18n } = useTranslation();
  const { id: userId } = useSignedInUser();
  const latest = useLatestNotifications(SHOWN);
  const [reading, setReading] = useState<Notification | null>(null);
  const announce = useCallback(
    (title: string) =>
      toasts.show({ color: 'brand', title: t('notifications.arrived'), message: title, autoClose: 6000 }),
    [t],
  );
  useNotificationArrivals(userId, announce);
  const rows = latest.data ?? [];
  if (rows.length === 0) return null;

  return (
    <Paper withBorder radius="md" p="md" mb="md" component="section" aria-labelledby="notifications-panel-title">
      <Group justify="space-between" mb="xs" wrap="wrap" gap="xs">
        <Group gap="xs">
          <IconBell size={18} aria-hidden />
          <Title order={2} size="h5" id="notifications-panel-title">
            {t('notifications.panelTitle')}
          </Title>
        </Group>
        <Anchor component={Link} to="/view-notifications" size="sm">
          {t('notifications.showAll')}
        </Anchor>
      </Group>
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {rows.map((n) => (
          <li key={n.id}>
            <UnstyledButton w="100%" onClick={() => setReading(n)}>
              <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
                <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {n.title}
                </Text>
                <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(n.created_at, i18n.language)}
                </Text>
              </Group>
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {excerpt(n.body, NOTIFICATION_PANEL_EXCERPT)}
              </Text>
            </UnstyledButton>
          </li>
        ))}
      </Stack>
      <NotificationReadModal notification={reading} onClose={() => setReading(null)} />
    </Paper>
  );
}
