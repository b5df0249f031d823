import { Alert, Button, Group, Modal, Select, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Project, ProjectType } from '@portal/contracts';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../components/confirm';
import { useConfiguration } from '../../../lib/configuration-context';
import { showSuccess, useErrorMessage } from '../../../lib/error-message';
import { CondominiumSelect } from '../../condominium';
import { useCreateProject, useDeleteProject, useUpdateProject } from '../api/save-project';
import { isValidCoordinatesInput, normaliseCoordinates } from '../coordinates';
import { fieldErrorsOf, fieldMessageKey } from '../form-errors';
import { useProjectFormChoices } from '../project-form-choices';

interface ProjectFormModalProps {
  opened: boolean;
  onClose: () => void;
  /** Edit this project (its `can` decides delete and the active switch); create a new one when absent. */
  project?: Project | null;
}

interface FormValues {
  name: string;
  code: string;
  type: string | null;
  subtype: string | null;
  status: string | null;
  coordinates: string;
  active: boolean;
  /** A new condominium project's condominium (spec part 3 §5: required for that type). */
  condominium: string | null;
}

const FIELDS = ['name', 'code', 'type', 'subtype', 'status', 'coordinates', 'active'] as const;

/** Create project and edit project (spec part 2 sections 2 and 5). */
export function ProjectFormModal({ opened, onClose, project }: ProjectFormModalProps) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const configuration = useConfiguration();
  const isEdit = Boolean(project);
  const choices = useProjectFormChoices(!isEdit);
  const create = useCreateProject();
  const update = useUpdateProject();
  const remove = useDeleteProject();
  const [generalError, setGeneralError] = useState<string | null>(null);

  const required = (value: unknown) => (value ? null : t('common.required'));
  const notBlank = (value: string) =>
    value.trim() ? null : value ? t('projects.form.notBlank') : t('common.required');
  const form = useForm<FormValues>({
    mode: 'controlled',
    initialValues: {
      name: '',
      code: '',
      type: null,
      subtype: null,
      status: null,
      coordinates: '',
      active: true,
      condominium: null,
    },
    validate: {
      name: notBlank,
      code: notBlank,
      type: required,
      subtype: (value) => (isEdit ? null : required(value)),
      status: (value) => (isEdit ? null : required(value)),
      coordinates: (value) => (isValidCoordinatesInput(value) ? null : t('projects.form.coordinatesInvalid')),
      condominium: (value, values) => (isEdit || values.type !== 'condominium' ? null : required(value)),
    },
  });

  const canDelete = project?.can.delete ?? false;
  const canArchive = project?.can.archive ?? false;
  const defaultSubtypeId = choices.subtypes.find((s) => s.isDefault)?.id ?? choices.subtypes[0]?.id;
  const defaultStatusId = choices.startStatusId;

  // Fill the form each time it opens; a single enabled project type is preselected.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only on open or another project
  useEffect(() => {
    if (!opened) return;
    setGeneralError(null);
    const singleType = configuration.projectTypes.length === 1 ? configuration.projectTypes[0] : null;
    form.setValues({
      name: project?.name ?? '',
      code: project?.code ?? '',
      type: project?.type ?? singleType,
      subtype: project?.project_subtype_id ? String(project.project_subtype_id) : null,
      status: project?.project_status_id ? String(project.project_status_id) : null,
      coordinates: project?.coordinates ?? '',
      active: project?.active ?? true,
      condominium: null,
    });
    form.resetDirty();
    form.clearErrors();
  }, [opened, project?.id]);

  // Defaults arrive after the lists load; only fill fields the user has not touched.
  // biome-ignore lint/correctness/useExhaustiveDependencies: fill once the lists are there
  useEffect(() => {
    if (!opened || isEdit) return;
    if (!form.getValues().subtype && defaultSubtypeId) form.setFieldValue('subtype', String(defaultSubtypeId));
    if (!form.getValues().status && defaultStatusId) form.setFieldValue('status', String(defaultStatusId));
  }, [opened, isEdit, defaultSubtypeId, defaultStatusId]);

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
  const noTypes = configuration.projectTypes.length === 0;

  const handleError = (error: unknown) => {
    const fields = fieldErrorsOf(error, FIELDS);
    if (fields) {
      for (const [field, message] of Object.entries(fields)) {
        form.setFieldError(field, message ? t(fieldMessageKey(message)) : errorMessage(error));
      }
    } else {
      setGeneralError(errorMessage(error));
    }
  };

  const handleSubmit = form.onSubmit((values) => {
    setGeneralError(null);
    const common = {
      name: values.name.trim(),
      code: values.code.trim(),
      type: values.type as ProjectType,
      coordinates: normaliseCoordinates(values.coordinates),
    };
    if (project) {
      update.mutate(
        {
          id: project.id,
          body: {
            ...common,
            status: values.status ? Number(values.status) : null,
            // Sent only by those who may archive; the others keep the project where it is.
            ...(canArchive ? { active: values.active } : {}),
          },
        },
        {
          onSuccess: () => {
            showSuccess(t('projects.saved'));
            onClose();
          },
          onError: handleError,
        },
      );
    } else {
      create.mutate(
        {
          ...common,
          project_subtype_id: Number(values.subtype),
          status: Number(values.status),
          ...(values.type === 'condominium' && values.condominium
            ? { condominium_id: Number(values.condominium) }
            : {}),
        },
        {
          onSuccess: () => {
            showSuccess(t('projects.created'));
            onClose();
          },
          onError: handleError,
        },
      );
    }
  });

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
            onClose();
          },
          onError: (error) => setGeneralError(errorMessage(error)),
        }),
    });
  };

  const isSaving = create.isPending || update.isPending;
  return (
    <Modal opened={opened} onClose={onClose} title={isEdit ? t('projects.editTitle') : t('projects.createTitle')}>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="sm">
          {noTypes && <Alert color="red">{t('projects.form.noProjectTypes')}</Alert>}
          <TextInput label={t('projects.form.name')} withAsterisk data-autofocus {...form.getInputProps('name')} />
          <TextInput label={t('projects.form.code')} withAsterisk {...form.getInputProps('code')} />
          <Select
            label={t('projects.form.type')}
            withAsterisk
            data={typeOptions}
            allowDeselect={false}
            {...form.getInputProps('type')}
          />
          {!isEdit && form.getValues().type === 'condominium' && (
            <CondominiumSelect withAsterisk {...form.getInputProps('condominium')} />
          )}
          {!isEdit && (
            <Select
              label={t('projects.form.subtype')}
              withAsterisk
              data={choices.subtypes.map((s) => ({ value: String(s.id), label: s.name }))}
              allowDeselect={false}
              {...form.getInputProps('subtype')}
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
          {isEdit && canArchive && (
            <Switch label={t('projects.form.active')} {...form.getInputProps('active', { type: 'checkbox' })} />
          )}
          {generalError && (
            <Alert color="red" role="alert">
              {generalError}
            </Alert>
          )}
          <Group justify="space-between" mt="sm">
            {isEdit && canDelete ? (
              <Button color="red" variant="light" onClick={handleDelete} loading={remove.isPending}>
                {t('projects.delete')}
              </Button>
            ) : (
              <span />
            )}
            <Group gap="sm">
              <Button variant="default" onClick={onClose}>
                {t('projects.cancel')}
              </Button>
              <Button type="submit" loading={isSaving} disabled={noTypes}>
                {isEdit ? t('projects.saveSubmit') : t('projects.createSubmit')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
