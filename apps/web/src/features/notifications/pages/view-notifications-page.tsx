import { ComingSoonPage } from '../../../components/coming-soon-page';

/** /view-notifications: published notifications, for every signed-in user. Placeholder until this area is built. */
export default function ViewNotificationsPage() {
  return <ComingSoonPage area="viewNotifications" />;
}
