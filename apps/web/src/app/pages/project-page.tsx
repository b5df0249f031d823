import { ProjectDocuments } from '../../features/document-panel/components/project-documents';
import { ProjectDocumentTypesMenu } from '../../features/document-types/components/project-document-types-menu';
import { ProjectMaterialFormsTab } from '../../features/material-forms/components/project-material-forms-tab';
import { ProjectScreen } from '../../features/project-page/components/project-screen';

/**
 * /project/{id} and /project/{id}/{view}: the project page, with the document type menu and the
 * document panel (workflows of their own) composed in.
 */
export default function ProjectPage() {
  return (
    <ProjectScreen
      actions={<ProjectDocumentTypesMenu />}
      renderDocuments={(project) => <ProjectDocuments project={project} />}
      renderMaterialForms={(project) => <ProjectMaterialFormsTab project={project} />}
    />
  );
}
