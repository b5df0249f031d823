import { Select, Switch, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { Project } from '@portal/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CondominiumSelect } from '../../entities/condominium';
import type { useProjectFormChoices } from '../../entities/project';
import { useConfiguration } from '../../lib/configuration-context';
import type { ProjectFormValues } from './project-form-values';

interface ProjectFormFieldsProps {
  form: UseFormReturnType<ProjectFormValues>;
  /** The edited project; null for a new one (which also asks for subtype and, for its type, a condominium). */
  project: Project | null;
  choices: ReturnType<typeof useProjectFormChoices>;
}

/** The project form's fields: name, code, type, (condominium, subtype), status, coordinates, (active). */
export function ProjectFormFields({ form, project, choices }: ProjectFormFieldsProps) {
  const { t } = useTranslation();
  const configuration = useConfiguration();
  const isEdit = project !== null;

  // Only active statuses can be chosen; the project's current inactive one shows disabled.
  const statusOptions = useMemo(
    () =>
      choices.statuses
        .filter((status) => status.isActive || status.id === project?.project_status_id)
        .map((status) => {
          const label = `${'\u2003'.repeat(status.depth)}${status.label}`;
          return status.isActive
            ? { value: String(status.id), label }
            : { value: String(status.id), label: t('projects.form.inactiveStatus', { name: label }), disabled: true };
        }),
    [choices.statuses, project?.project_status_id, t],
  );
  const typeOptions = configuration.projectTypes.map((type) => ({ value: type, label: t(`projects.types.${type}`) }));

  return (
    <>
      <TextInput label={t('projects.form.name')} withAsterisk data-autofocus {...form.getInputProps('name')} />
      <TextInput label={t('projects.form.code')} withAsterisk {...form.getInputProps('code')} />
      <Select
        label={t('projects.form.type')}
        withAsterisk
        data={typeOptions}
        allowDeselect={false}
        {...form.getInputProps('type')}
      />
      {!isEdit && form.values.type === 'condominium' && (
        <CondominiumSelect withAsterisk {...form.getInputProps('condominium_id')} />
      )}
      {!isEdit && (
        <Select
          label={t('projects.form.subtype')}
          withAsterisk
          data={choices.subtypes.map((s) => ({ value: String(s.id), label: s.name }))}
          allowDeselect={false}
          {...form.getInputProps('project_subtype_id')}
        />
      )}
      <Select
        label={t('projects.form.status')}
        withAsterisk={!isEdit}
        data={statusOptions}
        allowDeselect={false}
        {...form.getInputProps('status')}
      />
      <TextInput
        label={t('projects.form.coordinates')}
        description={t('projects.form.coordinatesHint')}
        placeholder="60.1699,24.9384"
        {...form.getInputProps('coordinates')}
      />
      {isEdit && project.can.archive && (
        <Switch label={t('projects.form.active')} {...form.getInputProps('active', { type: 'checkbox' })} />
      )}
    </>
  );
}
