import { Alert, Button, Divider, Group, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { name as nameSchema } from '@portal/contracts/primitives';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../components/confirm';
import { useDiscardGuard } from '../../components/discard-guard';
import { useErrorMessage } from '../../lib/error-message';
import { zodField } from '../../lib/zod-form';

interface FolderManageLabels {
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
  /** The folder's id and name; another folder starts the modal over. */
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
 * A user action of two features, so it lives in actions/ (README "Web layers").
 */
export function FolderManageModal(props: FolderManageModalProps) {
  // Keyed by the folder: another folder starts with its own name and nothing typed.
  return <FolderManageDialog key={props.folder.id} {...props} />;
}

interface FolderNames {
  name: string;
  childName: string;
}

/**
 * Rename and create-subfolder are two actions with a button each, not one save: the names live in
 * one form so the dirty guard sees both, and each button checks and sends its own field.
 */
function FolderManageDialog(props: FolderManageModalProps) {
  const { title, folder, labels, onRename, onCreateChild, onDelete, permissionGrid, pending, onClose } = props;
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const [error, setError] = useState<string | null>(null);
  const blockerId = useId();
  const form = useForm<FolderNames>({
    mode: 'controlled',
    initialValues: { name: folder.name, childName: '' },
    validate: { name: zodField(nameSchema(), t) },
  });
  const { requestClose, isAsking } = useDiscardGuard(() => form.isDirty(), onClose);

  const handleRename = (rename: (name: string) => Promise<unknown>) => {
    if (form.validateField('name').hasError) return;
    const name = form.values.name.trim();
    rename(name).then(
      () => {
        // The saved name is no longer a change to discard.
        form.setInitialValues({ ...form.getInitialValues(), name });
        form.setFieldValue('name', name);
      },
      (e: unknown) => form.setFieldError('name', errorMessage(e)),
    );
  };

  // As the spec says for default folders: an empty subfolder name does nothing.
  const handleCreateChild = (create: (name: string) => Promise<unknown>) => {
    const childName = form.values.childName.trim();
    if (!childName) return;
    setError(null);
    create(childName).then(
      () => form.setFieldValue('childName', ''),
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
    <Modal opened onClose={requestClose} closeOnEscape={!isAsking} size="lg" title={title}>
      <Stack gap="md">
        {onRename && (
          <Group align="flex-start">
            <TextInput label={labels.name} flex={1} {...form.getInputProps('name')} />
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
              <TextInput label={labels.childName} flex={1} {...form.getInputProps('childName')} />
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
          <Button variant="default" onClick={requestClose}>
            {t('common.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
