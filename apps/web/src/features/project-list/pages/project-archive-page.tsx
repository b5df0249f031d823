import { canCreateProjects } from '../../../entities/session';
import { useSignedInUser } from '../../../lib/stored-user';
import {
  renderProjectsMap,
  useProjectFormChoices,
  useStatusFilterOptions,
} from '../../project-page/project-composition';
import { ProjectListScreen } from '../components/project-list-screen';

/** /project-archive: inactive projects. */
export default function ProjectArchivePage() {
  const user = useSignedInUser();
  return (
    <ProjectListScreen
      mode="archive"
      statusOptions={useStatusFilterOptions()}
      formChoices={useProjectFormChoices(canCreateProjects(user))}
      renderMap={renderProjectsMap}
    />
  );
}
