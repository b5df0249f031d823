import { ProjectListScreen } from '../../features/projects/components/project-list-screen';
import { canCreateProjects } from '../../lib/access';
import { useSignedInUser } from '../../lib/stored-user';
import { renderProjectsMap, useProjectFormChoices, useStatusFilterOptions } from './project-composition';

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
