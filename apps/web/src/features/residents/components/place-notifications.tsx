import { Paper, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state';
import {
  NotificationCards,
  useApartmentNotifications,
  useCondominiumNotifications,
} from '../../../entities/notification';

interface NotificationListProps {
  title: string;
  query: ReturnType<typeof useCondominiumNotifications>;
}

/** Published notifications only: a notification admin's answer also holds drafts, which residents never see. */
function NotificationList({ title, query }: NotificationListProps) {
  const { t } = useTranslation();
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
        <NotificationCards notifications={rows} padding="sm" />
      </QueryState>
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
