import { Anchor, Button, List, Popover, Select, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  createProjectStatusRequest,
  ErrorCode,
  type ManagedProjectStatus,
  updateProjectStatusRequest,
} from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { confirmAction } from '../../../components/confirm';
import { FormModal } from '../../../components/form-modal';
import {
  parentChoices,
  statusLabel,
  useCreateProjectStatus,
  useDeleteProjectStatus,
  useStatusProjects,
  useUpdateProjectStatus,
} from '../../../entities/status';
import { isApiError } from '../../../lib/api-error';
import { showSuccess } from '../../../lib/error-message';
import { type FieldMessages, zodResolver } from '../../../lib/zod-form';

interface StatusEditModalProps {
  opened: boolean;
  onClose: () => void;
  statuses: readonly ManagedProjectStatus[];
  /** Edit this one; create when null. */
  status: ManagedProjectStatus | null;
}

interface StatusValues {
  name: string;
  code: string;
  is_active: boolean;
  /** `0` for a root status. */
  parent_id: string;
}

/** 35 under a missing name, 40 under the name or the code that is in use (the server names which). */
const MESSAGES: FieldMessages = {
  required: 'error.35',
  codes: { 'status-name-in-use': 'error.40', 'status-code-in-use': 'error.40' },
};

const valuesOf = (status: ManagedProjectStatus | null): StatusValues => ({
  name: status?.name ?? '',
  code: status?.code ?? '',
  is_active: status?.is_active ?? true,
  parent_id: String(status?.parent_id ?? 0),
});

// An empty code clears it (the server stores null).
const bodyOf = (values: StatusValues) => ({
  name: values.name.trim(),
  code: values.code.trim() || null,
  is_active: values.is_active,
  parent_id: Number(values.parent_id),
});

/** Create or edit a status: name (35 required, 40 unique), optional code (40 unique), active toggle, parent, read-only slug; delete. */
export function StatusEditModal({ opened, onClose, statuses, status }: StatusEditModalProps) {
  const { t } = useTranslation();
  const create = useCreateProjectStatus();
  const update = useUpdateProjectStatus();
  const remove = useDeleteProjectStatus();
  const form = useForm<StatusValues>({
    mode: 'controlled',
    initialValues: valuesOf(status),
    validate: zodResolver(status ? updateProjectStatusRequest : createProjectStatusRequest, t, {
      messages: MESSAGES,
      toInput: bodyOf,
    }),
  });

  const parentOptions = [
    { value: '0', label: t('projectStatuses.noParent') },
    ...parentChoices(statuses, status?.id ?? null).map((node) => ({
      value: String(node.status.id),
      label: `${'\u2003'.repeat(node.depth)}${statusLabel(t, node.status)}`,
    })),
  ];

  const close = () => {
    remove.reset();
    onClose();
  };

  const save = async (values: StatusValues) => {
    if (status) await update.mutateAsync({ ...bodyOf(values), id: status.id, slug: status.slug });
    else await create.mutateAsync(bodyOf(values));
    showSuccess(status ? t('projectStatuses.saved') : t('projectStatuses.created'));
  };

  return (
    <FormModal
      opened={opened}
      onClose={close}
      title={status ? t('projectStatuses.editTitle') : t('projectStatuses.createTitle')}
      form={form}
      initialValues={valuesOf(status)}
      resetKey={status?.id}
      onSubmit={save}
      messages={MESSAGES}
      cancelLabel={t('projects.cancel')}
      actionError={remove.error}
      footerStart={
        status?.can.delete ? (
          <StatusDeleteButton key={status.id} status={status} remove={remove} onDeleted={close} />
        ) : undefined
      }
    >
      <TextInput label={t('projectStatuses.name')} withAsterisk data-autofocus {...form.getInputProps('name')} />
      <TextInput
        label={t('projectStatuses.code')}
        description={t('projectStatuses.codeHint')}
        maxLength={64}
        {...form.getInputProps('code')}
      />
      {status && <TextInput label={t('projectStatuses.slug')} value={status.slug ?? ''} readOnly disabled />}
      <Switch label={t('projectStatuses.active')} {...form.getInputProps('is_active', { type: 'checkbox' })} />
      <Select
        label={t('projectStatuses.parent')}
        data={parentOptions}
        allowDeselect={false}
        {...form.getInputProps('parent_id')}
      />
    </FormModal>
  );
}

interface StatusDeleteButtonProps {
  status: ManagedProjectStatus;
  remove: ReturnType<typeof useDeleteProjectStatus>;
  onDeleted: () => void;
}

/** Delete, after a question; a status still in use (41) opens the list of the projects that use it. */
function StatusDeleteButton({ status, remove, onDeleted }: StatusDeleteButtonProps) {
  const { t } = useTranslation();
  const [usedOpened, setUsedOpened] = useState(false);
  const usedBy = useStatusProjects(status.id, usedOpened);

  const handleDelete = () =>
    confirmAction({
      title: t('projectStatuses.deleteTitle'),
      message: t('projectStatuses.deleteConfirm', { name: statusLabel(t, status) }),
      confirmLabel: t('projects.confirmDelete'),
      onConfirm: () =>
        remove.mutate(status.id, {
          onSuccess: () => {
            showSuccess(t('projectStatuses.deleted'));
            onDeleted();
          },
          onError: (e) => {
            if (isApiError(e) && e.code === ErrorCode.statusInUse) setUsedOpened(true);
          },
        }),
    });

  return (
    <Popover opened={usedOpened} onChange={setUsedOpened} width={300} withArrow shadow="md" position="top-start">
      <Popover.Target>
        <Button color="red" variant="light" onClick={handleDelete} loading={remove.isPending}>
          {t('projectStatuses.delete')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Text size="sm" fw={600} mb="xs">
          {t('projectStatuses.usedBy')}
        </Text>
        <List size="sm" aria-label={t('projectStatuses.usedBy')} mah={200} style={{ overflow: 'auto' }}>
          {(usedBy.data ?? []).map((project) => (
            <List.Item key={project.id}>
              <Anchor component={Link} to={`/project/${project.id}`} size="sm">
                {project.code} {project.name}
              </Anchor>
            </List.Item>
          ))}
        </List>
      </Popover.Dropdown>
    </Popover>
  );
}
