import { Alert, Button, Divider, Group, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../components/confirm';
import { useErrorMessage } from '../../../lib/error-message';

export interface FolderManageLabels {
  name: string;
  saveName: string;
  childName: string;
  createChild: string;
  delete: string;
  /** The confirmation asked before deleting. */
  deleteTitle: string;
  deleteConfirm: string;
  /** The confirm button of that question; "Delete" when not given. */
  confirmDelete?: string;
  permissions: string;
  permissionsHelp: string;
}

interface FolderManageModalProps {
  title: string;
  /** The folder's id and name; the form starts over when another folder opens. */
  folder: { id: number; name: string };
  labels: FolderManageLabels;
  /** Each action is offered when given; it rejects with the API error, shown in the modal. */
  onRename?: (name: string) => Promise<unknown>;
  onCreateChild?: (name: string) => Promise<unknown>;
  /** Runs after the user confirms the delete; a rejection is shown in the modal. */
  onDelete?: () => Promise<unknown>;
  /** Why the folder cannot be deleted; the delete button is disabled and this is shown under it. */
  deleteBlockedReason?: string | null;
  /** The visibility grid by company role, when the viewer may change it. */
  permissionGrid?: ReactNode;
  pending: { rename: boolean; create: boolean; remove: boolean };
  onClose: () => void;
}

/**
 * The manage-folder modal shared by default folders (/defaultfolders) and project folders: rename,
 * the per-company role grid, create a subfolder and delete. The callers own the calls and rights.
 */
export function FolderManageModal(props: FolderManageModalProps) {
  const { title, folder, labels, onRename, onCreateChild, onDelete, permissionGrid, pending, onClose } = props;
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const [name, setName] = useState(folder.name);
  const [childName, setChildName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const blockerId = useId();

  // biome-ignore lint/correctness/useExhaustiveDependencies: start over only when another folder opens
  useEffect(() => {
    setName(folder.name);
    setChildName('');
    setNameError(null);
    setError(null);
  }, [folder.id]);

  const handleRename = (rename: (name: string) => Promise<unknown>) => {
    if (!name.trim()) return setNameError(t('common.required'));
    setNameError(null);
    rename(name.trim()).catch((e: unknown) => setNameError(errorMessage(e)));
  };

  // As the spec says for default folders: an empty subfolder name does nothing.
  const handleCreateChild = (create: (name: string) => Promise<unknown>) => {
    if (!childName.trim()) return;
    create(childName.trim()).then(
      () => setChildName(''),
      (e: unknown) => setError(errorMessage(e)),
    );
  };

  const handleDelete = (remove: () => Promise<unknown>) =>
    confirmAction({
      title: labels.deleteTitle,
      message: labels.deleteConfirm,
      confirmLabel: labels.confirmDelete ?? t('common.delete'),
      onConfirm: () => void remove().catch((e: unknown) => setError(errorMessage(e))),
    });

  const blocker = props.deleteBlockedReason ?? null;

  return (
    <Modal opened onClose={onClose} size="lg" title={title}>
      <Stack gap="md">
        {onRename && (
          <Group align="flex-start">
            <TextInput
              label={labels.name}
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              error={nameError}
              flex={1}
            />
            <Button mt={25} onClick={() => handleRename(onRename)} loading={pending.rename}>
              {labels.saveName}
            </Button>
          </Group>
        )}
        {permissionGrid && (
          <>
            {onRename && <Divider />}
            <div>
              <Title order={3} size="h5">
                {labels.permissions}
              </Title>
              <Text size="xs" c="dimmed" mb="xs">
                {labels.permissionsHelp}
              </Text>
              {permissionGrid}
            </div>
          </>
        )}
        {onCreateChild && (
          <>
            <Divider />
            <Group align="flex-end">
              <TextInput
                label={labels.childName}
                value={childName}
                onChange={(event) => setChildName(event.currentTarget.value)}
                flex={1}
              />
              <Button variant="default" onClick={() => handleCreateChild(onCreateChild)} loading={pending.create}>
                {labels.createChild}
              </Button>
            </Group>
          </>
        )}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="space-between" align="flex-start">
          {onDelete ? (
            <Stack gap={4} maw={320}>
              <Button
                color="red"
                variant="light"
                onClick={() => handleDelete(onDelete)}
                loading={pending.remove}
                disabled={blocker !== null}
                aria-describedby={blocker ? blockerId : undefined}
                w="fit-content"
              >
                {labels.delete}
              </Button>
              {blocker && (
                <Text id={blockerId} size="xs" c="dimmed">
                  {blocker}
                </Text>
              )}
            </Stack>
          ) : (
            <span />
          )}
          <Button variant="default" onClick={onClose}>
            {t('common.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
