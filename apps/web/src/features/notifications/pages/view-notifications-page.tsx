import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/page-frame';
import { QueryState } from '../../../components/query-state';
import { NotificationCards, useGlobalNotifications, useNotificationArrivals } from '../../../entities/notification';
import { useSignedInUser } from '../../../lib/stored-user';

/** /view-notifications: the published notifications, newest first, for every signed-in user. */
export default function ViewNotificationsPage() {
  const { t } = useTranslation();
  const { id: userId } = useSignedInUser();
  const list = useGlobalNotifications();
  useNotificationArrivals(userId);
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
        <NotificationCards notifications={rows} />
      </QueryState>
    </PageFrame>
  );
}
