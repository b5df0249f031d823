import { Stack } from '@mantine/core';
import type { Project } from '@portal/contracts';
import type { ReactNode } from 'react';
import { MaterialFormsPanel } from './material-forms-panel';

interface ProjectMaterialFormsTabProps {
  project: Project;
  /** Panel 2, apartment quotes by stairwell: another workflow's, composed in by the page. */
  quotesPanel?: ReactNode;
  /** Panel 3, the selection deadlines: another workflow's, composed in by the page. */
  deadlinesPanel?: ReactNode;
}

/** A condominium project's material-forms tab (spec part 3 §2): the forms list, quotes, deadlines. */
export function ProjectMaterialFormsTab({ project, quotesPanel, deadlinesPanel }: ProjectMaterialFormsTabProps) {
  return (
    <Stack gap="md">
      <MaterialFormsPanel project={project} />
      {quotesPanel}
      {deadlinesPanel}
    </Stack>
  );
}
