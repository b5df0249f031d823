import { canCreateProjects } from '../../../entities/session';
import { useSignedInUser } from '../../../lib/stored-user';
import {
  renderProjectsMap,
  useProjectFormChoices,
  useStatusFilterOptions,
} from '../../project-page/project-composition';
import { ProjectListScreen } from '../components/project-list-screen';

/** /projects: active projects. */
export default function ProjectsPage() {
  const user = useSignedInUser();
  return (
    <ProjectListScreen
      mode="active"
      statusOptions={useStatusFilterOptions()}
      formChoices={useProjectFormChoices(canCreateProjects(user))}
      renderMap={renderProjectsMap}
    />
  );
}
