import { Card, Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { NOTIFICATION_PANEL_EXCERPT, type Notification } from '@portal/contracts';
import { IconPaperclip } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state';
import {
  excerpt,
  NotificationReadModal,
  useApartmentNotifications,
  useCondominiumNotifications,
} from '../../../entities/notification';
import { formatDateTime } from '../../../lib/format';

interface NotificationListProps {
  title: string;
  query: ReturnType<typeof useCondominiumNotifications>;
}

/** Published notifications only: a notification admin's answer also holds drafts, which residents never see. */
function NotificationList({ title, query }: NotificationListProps) {
  const { t, i18n } = useTranslation();
  const [reading, setReading] = useState<Notification | null>(null);
  const rows = (query.data ?? []).filter((n) => n.is_published);

  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      <QueryState
        query={query}
        loadingLabel={t('notifications.loading')}
        isEmpty={rows.length === 0}
        emptyTitle={t('residents.noNotifications')}
      >
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {rows.map((n) => (
            <li key={n.id}>
              <Card withBorder padding="sm" radius="md">
                <UnstyledButton onClick={() => setReading(n)} w="100%">
                  <Group justify="space-between" align="flex-start" gap="xs">
                    <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {n.title}
                    </Text>
                    <Text size="xs" c="dimmed">
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
    </Paper>
  );
}

/** The condominium's published notifications (its page, and its residents' apartment pages). */
export function CondominiumNotifications({ condominiumId }: { condominiumId: number }) {
  const { t } = useTranslation();
  const query = useCondominiumNotifications(condominiumId);
  return <NotificationList title={t('residents.condominiumNotifications')} query={query} />;
}

/** The apartment's own published notifications. */
export function ApartmentNotifications({ apartmentId }: { apartmentId: number }) {
  const { t } = useTranslation();
  const query = useApartmentNotifications(apartmentId);
  return <NotificationList title={t('residents.apartmentNotifications')} query={query} />;
}
