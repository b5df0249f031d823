import { ProjectListScreen } from '../components/project-list-screen';
import { canCreateProjects } from '../../../entities/session/access';
import { useSignedInUser } from '../../../lib/stored-user';
import { renderProjectsMap, useProjectFormChoices, useStatusFilterOptions } from '../../project-page/project-composition';

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
