import { ComingSoonPage } from '../../../components/coming-soon-page';

/** /projects: active projects. Placeholder until this area is built. */
export default function ProjectsPage() {
  return <ComingSoonPage area="projects" />;
}
