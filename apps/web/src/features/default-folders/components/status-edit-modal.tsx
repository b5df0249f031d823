import {
  Alert,
  Anchor,
  Button,
  Group,
  List,
  Modal,
  Popover,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { ErrorCode, type ManagedProjectStatus } from '@portal/contracts';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { confirmAction } from '../../../components/confirm';
import {
  parentChoices,
  statusLabel,
  useCreateProjectStatus,
  useDeleteProjectStatus,
  useStatusProjects,
  useUpdateProjectStatus,
} from '../../../entities/status';
import { isApiError } from '../../../lib/api-error';
import { showSuccess, useErrorMessage } from '../../../lib/error-message';

interface StatusEditModalProps {
  opened: boolean;
  onClose: () => void;
  statuses: readonly ManagedProjectStatus[];
  /** Edit this one; create when null. */
  status: ManagedProjectStatus | null;
}

/** Create or edit a status: name (35 required, 40 unique), optional code (40 unique), active toggle, parent, read-only slug; delete. */
export function StatusEditModal({ opened, onClose, statuses, status }: StatusEditModalProps) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const create = useCreateProjectStatus();
  const update = useUpdateProjectStatus();
  const remove = useDeleteProjectStatus();
  const [name, setName] = useState('');
  const [code, setCode] = useState('');
  const [active, setActive] = useState(true);
  const [parent, setParent] = useState('0');
  const [nameError, setNameError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [usedOpened, setUsedOpened] = useState(false);
  const usedBy = useStatusProjects(status?.id ?? 0, usedOpened && status !== null);

  useEffect(() => {
    if (!opened) return;
    setName(status?.name ?? '');
    setCode(status?.code ?? '');
    setActive(status?.is_active ?? true);
    setParent(String(status?.parent_id ?? 0));
    setNameError(null);
    setCodeError(null);
    setError(null);
    setUsedOpened(false);
  }, [opened, status]);

  const parentOptions = [
    { value: '0', label: t('projectStatuses.noParent') },
    ...parentChoices(statuses, status?.id ?? null).map((node) => ({
      value: String(node.status.id),
      label: `${'\u2003'.repeat(node.depth)}${statusLabel(t, node.status)}`,
    })),
  ];

  // 40 says which of name and code is in use by its field; 35 is the name.
  const handleError = (e: unknown) => {
    if (isApiError(e) && e.fields?.code) setCodeError(errorMessage(e));
    else if (
      isApiError(e) &&
      (e.code === ErrorCode.fillRequired || e.code === ErrorCode.statusCodeInUse || e.fields?.name)
    ) {
      setNameError(errorMessage(e));
    } else setError(errorMessage(e));
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setNameError(null);
    setCodeError(null);
    if (!name.trim()) return setNameError(t('error.35'));
    // An empty code clears it (the server stores null).
    const body = { name: name.trim(), code: code.trim() || null, is_active: active, parent_id: Number(parent) };
    const onSuccess = () => {
      showSuccess(status ? t('projectStatuses.saved') : t('projectStatuses.created'));
      onClose();
    };
    if (status) update.mutate({ ...body, id: status.id, slug: status.slug }, { onSuccess, onError: handleError });
    else create.mutate(body, { onSuccess, onError: handleError });
  };

  const handleDelete = () => {
    if (!status) return;
    confirmAction({
      title: t('projectStatuses.deleteTitle'),
      message: t('projectStatuses.deleteConfirm', { name: statusLabel(t, status) }),
      confirmLabel: t('projects.confirmDelete'),
      onConfirm: () =>
        remove.mutate(status.id, {
          onSuccess: () => {
            showSuccess(t('projectStatuses.deleted'));
            onClose();
          },
          onError: (e) => {
            setError(errorMessage(e));
            // 41: show which projects use it.
            if (isApiError(e) && e.code === ErrorCode.statusInUse) setUsedOpened(true);
          },
        }),
    });
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={status ? t('projectStatuses.editTitle') : t('projectStatuses.createTitle')}
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('projectStatuses.name')}
            withAsterisk
            data-autofocus
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={nameError}
          />
          <TextInput
            label={t('projectStatuses.code')}
            description={t('projectStatuses.codeHint')}
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
            error={codeError}
            maxLength={64}
          />
          {status && <TextInput label={t('projectStatuses.slug')} value={status.slug ?? ''} readOnly disabled />}
          <Switch
            label={t('projectStatuses.active')}
            checked={active}
            onChange={(event) => setActive(event.currentTarget.checked)}
          />
          <Select
            label={t('projectStatuses.parent')}
            data={parentOptions}
            value={parent}
            onChange={(value) => setParent(value ?? '0')}
            allowDeselect={false}
          />
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="space-between" mt="sm">
            {status?.can.delete ? (
              <Popover
                opened={usedOpened}
                onChange={setUsedOpened}
                width={300}
                withArrow
                shadow="md"
                position="top-start"
              >
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
            ) : (
              <span />
            )}
            <Group gap="sm">
              <Button variant="default" onClick={onClose}>
                {t('projects.cancel')}
              </Button>
              <Button type="submit" loading={create.isPending || update.isPending}>
                {t('common.save')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
