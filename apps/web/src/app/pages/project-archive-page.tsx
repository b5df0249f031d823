import { ProjectListScreen } from '../../features/projects/components/project-list-screen';
import { canCreateProjects } from '../../lib/access';
import { useSignedInUser } from '../../lib/stored-user';
import { renderProjectsMap, useProjectFormChoices, useStatusFilterOptions } from './project-composition';

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
