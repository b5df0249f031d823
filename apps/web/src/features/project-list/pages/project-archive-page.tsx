import { ProjectListScreen } from '../components/project-list-screen';

/** /project-archive: inactive projects. */
export default function ProjectArchivePage() {
  return <ProjectListScreen mode="archive" />;
}
