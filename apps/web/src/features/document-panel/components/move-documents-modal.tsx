import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoveDocuments } from '../../../entities/document';
import { showSuccess, useErrorMessage } from '../../../lib/error-message';
import type { FolderOption } from '../document-fields';

interface MoveDocumentsModalProps {
  projectId: number;
  /** The documents to move; null: closed. */
  ids: readonly number[] | null;
  folders: readonly FolderOption[];
  onClose: () => void;
  onMoved: () => void;
}

/** Moves documents to another folder of the same project. */
export function MoveDocumentsModal({ projectId, ids, folders, onClose, onMoved }: MoveDocumentsModalProps) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const move = useMoveDocuments(projectId);
  const [folderId, setFolderId] = useState<string | null>(null);
  const close = () => {
    setFolderId(null);
    move.reset();
    onClose();
  };
  return (
    <Modal
      opened={ids !== null}
      onClose={close}
      title={t('documents.moveTitle')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack>
        <Text size="sm">{t('documents.moveCount', { count: ids?.length ?? 0 })}</Text>
        <Select
          label={t('documents.targetFolder')}
          data={folders.map((f) => ({ value: String(f.id), label: `${'\u2003'.repeat(f.depth)}${f.name}` }))}
          value={folderId}
          onChange={setFolderId}
          withAsterisk
          comboboxProps={{ withinPortal: true, zIndex: 1000 }}
        />
        {move.error && (
          <Alert color="red" role="alert">
            {errorMessage(move.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button
            disabled={folderId === null}
            loading={move.isPending}
            onClick={() =>
              ids &&
              folderId !== null &&
              move.mutate(
                { ids, folderId: Number(folderId) },
                {
                  onSuccess: () => {
                    showSuccess(t('documents.moved', { count: ids.length }));
                    onMoved();
                    close();
                  },
                },
              )
            }
          >
            {t('documents.move')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
