import { Group, Stack } from '@mantine/core';
import { ProjectDocuments } from '../../features/document-panel';
import { ProjectDocumentTypesMenu } from '../../features/document-types';
import { MaterialDeadlinesPanel } from '../../features/material-deadlines';
import { ProjectMaterialFormsTab } from '../../features/material-forms';
import { ProjectQuotesPanel } from '../../features/material-quotes';
import { ProductReportButton } from '../../features/product-report';
import { ProjectScreen } from '../../features/project-page';

/**
 * /project/{id} and /project/{id}/{view}: the project page, with the document type menu and the
 * document panel (workflows of their own) composed in, and a condominium project's material-forms
 * tab: the product report, the forms list, the apartments' quotes and the selection deadlines.
 */
export default function ProjectPage() {
  return (
    <ProjectScreen
      actions={<ProjectDocumentTypesMenu />}
      renderDocuments={(project) => <ProjectDocuments project={project} />}
      renderMaterialForms={(project) => (
        <Stack gap="md">
          <Group justify="flex-end">
            <ProductReportButton projectId={project.id} />
          </Group>
          <ProjectMaterialFormsTab
            project={project}
            quotesPanel={<ProjectQuotesPanel projectId={project.id} />}
            deadlinesPanel={<MaterialDeadlinesPanel projectId={project.id} />}
          />
        </Stack>
      )}
    />
  );
}
