import { ComingSoonPage } from '../../../components/coming-soon-page';

/** /notifications: notification administration (owner-manager). Placeholder until this area is built. */
export default function NotificationsAdminPage() {
  return <ComingSoonPage area="notifications" />;
}
