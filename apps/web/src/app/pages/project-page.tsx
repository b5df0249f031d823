import { ProjectDocuments } from '../../features/document-panel/components/project-documents';
import { ProjectDocumentTypesMenu } from '../../features/document-types/components/project-document-types-menu';
import { ProjectQuotesPanel } from '../../features/material-quotes/components/project-quotes-panel';
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
      // Temporary mount of the quotes panel (slice D) until the material-forms tab with its quotesPanel slot lands.
      renderMaterialForms={(project) => <ProjectQuotesPanel projectId={project.id} />}
    />
  );
}
