import { ProjectListScreen } from '../components/project-list-screen';

/** /projects: active projects. */
export default function ProjectsPage() {
  return <ProjectListScreen mode="active" />;
}
