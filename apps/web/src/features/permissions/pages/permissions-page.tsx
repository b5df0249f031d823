import { ComingSoonPage } from '../../../components/coming-soon-page';

/** /permissions: the permission matrix (owner-manager). Placeholder until this area is built. */
export default function PermissionsPage() {
  return <ComingSoonPage area="permissions" />;
}
