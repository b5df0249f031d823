import { ComingSoonPage } from '../../../components/coming-soon-page';

/** /project/{id} and /project/{id}/{view} (view: URL-encoded JSON state). Placeholder until this area is built. */
export default function ProjectPage() {
  return <ComingSoonPage area="project" />;
}
