import { ComingSoonPage } from '../../../components/coming-soon-page';

/** /defaultfolders and /defaultfolders/{view} (owner-manager). Placeholder until this area is built. */
export default function DefaultFoldersPage() {
  return <ComingSoonPage area="defaultFolders" />;
}
