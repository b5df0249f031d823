import { ProjectListScreen } from '../components/project-list-screen';
import { canCreateProjects } from '../../../entities/session/access';
import { useSignedInUser } from '../../../lib/stored-user';
import { renderProjectsMap, useProjectFormChoices, useStatusFilterOptions } from '../../project-page/project-composition';

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
