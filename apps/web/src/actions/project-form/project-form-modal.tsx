import { Alert, Button } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Project } from '@portal/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../components/confirm';
import { FormModal } from '../../components/form-modal';
import { useCreateProject, useDeleteProject, useProjectFormChoices, useUpdateProject } from '../../entities/project';
import { useConfiguration } from '../../lib/configuration-context';
import { showSuccess } from '../../lib/error-message';
import { ProjectFormFields } from './project-form-fields';
import {
  createProjectBody,
  PROJECT_MESSAGES,
  type ProjectFormValues,
  projectFormCheck,
  projectFormValues,
  updateProjectBody,
} from './project-form-values';

interface ProjectFormModalProps {
  opened: boolean;
  onClose: () => void;
  /** Edit this project (its `can` decides delete and the active switch); create a new one when absent. */
  project?: Project | null;
}

/** Create project and edit project (spec part 2 sections 2 and 5). */
export function ProjectFormModal({ opened, onClose, project }: ProjectFormModalProps) {
  const { t } = useTranslation();
  const configuration = useConfiguration();
  const isEdit = Boolean(project);
  const choices = useProjectFormChoices(!isEdit);
  const create = useCreateProject();
  const update = useUpdateProject();
  const remove = useDeleteProject();
  const canArchive = project?.can.archive ?? false;
  const noTypes = configuration.projectTypes.length === 0;

  // A single enabled project type is preselected; a new project starts with the default subtype and status.
  const defaults = {
    type: configuration.projectTypes.length === 1 ? (configuration.projectTypes[0] ?? null) : null,
    subtype: choices.subtypes.find((s) => s.isDefault)?.id ?? choices.subtypes[0]?.id,
    status: choices.startStatusId,
  };
  const initialValues = projectFormValues(project, defaults);
  const form = useForm<ProjectFormValues>({
    mode: 'controlled',
    initialValues,
    validate: projectFormCheck(t, project, canArchive),
  });

  // The defaults arrive after the lists load: they fill the fields not chosen yet, and count as no change.
  const { getInitialValues, setInitialValues, setFieldValue } = form;
  useEffect(() => {
    if (!opened || isEdit) return;
    const fill = { project_subtype_id: defaults.subtype, status: defaults.status } as const;
    for (const [field, id] of Object.entries(fill) as [keyof typeof fill, number | undefined][]) {
      if (!id || getInitialValues()[field]) continue;
      setInitialValues({ ...getInitialValues(), [field]: String(id) });
      setFieldValue(field, (chosen) => chosen ?? String(id));
    }
  }, [opened, isEdit, defaults.subtype, defaults.status, getInitialValues, setInitialValues, setFieldValue]);

  const close = () => {
    remove.reset();
    onClose();
  };

  const save = async (values: ProjectFormValues) => {
    if (project) {
      await update.mutateAsync({ id: project.id, body: updateProjectBody(values, canArchive) });
      showSuccess(t('projects.saved'));
      return;
    }
    await create.mutateAsync(createProjectBody(values));
    showSuccess(t('projects.created'));
  };

  const handleDelete = () => {
    if (!project) return;
    confirmAction({
      title: t('projects.deleteTitle'),
      message: t('projects.deleteConfirm', { name: `${project.code} ${project.name}` }),
      confirmLabel: t('projects.confirmDelete'),
      onConfirm: () =>
        remove.mutate(project.id, {
          onSuccess: () => {
            showSuccess(t('projects.deleted'));
            close();
          },
        }),
    });
  };

  return (
    <FormModal
      opened={opened}
      onClose={close}
      title={isEdit ? t('projects.editTitle') : t('projects.createTitle')}
      form={form}
      initialValues={initialValues}
      resetKey={project?.id}
      onSubmit={save}
      messages={PROJECT_MESSAGES}
      submitLabel={isEdit ? t('projects.saveSubmit') : t('projects.createSubmit')}
      cancelLabel={t('projects.cancel')}
      submitDisabled={noTypes}
      actionError={remove.error}
      busy={remove.isPending}
      footerStart={
        project?.can.delete ? (
          <Button color="red" variant="light" onClick={handleDelete} loading={remove.isPending}>
            {t('projects.delete')}
          </Button>
        ) : undefined
      }
    >
      {noTypes && <Alert color="red">{t('projects.form.noProjectTypes')}</Alert>}
      <ProjectFormFields form={form} project={project ?? null} choices={choices} />
    </FormModal>
  );
}
