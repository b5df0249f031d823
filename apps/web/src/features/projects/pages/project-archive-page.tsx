import { ComingSoonPage } from '../../../components/coming-soon-page';

/** /project-archive: inactive projects. Placeholder until this area is built. */
export default function ProjectArchivePage() {
  return <ComingSoonPage area="projectArchive" />;
}
