import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import type { DocumentType } from '@portal/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { documentTypeLabel, useDocumentTypes } from '../../../entities/document-type';

interface DeleteDocumentTypeModalProps {
  opened: boolean;
  onClose: () => void;
  /**
   * Deletes the chosen type after its confirmation (`useDeleteDocumentTypeAction`, held by the
   * caller: this modal may unmount once no deletable type is left, before the answer is shown).
   */
  onDelete: (type: DocumentType) => void;
}

/**
 * The project page's "delete document type" (spec part 2 "Project page" modals): one of the types
 * whose `can.delete` is true is chosen, then handed on for deletion after a confirmation.
 */
export function DeleteDocumentTypeModal({ opened, onClose, onDelete }: DeleteDocumentTypeModalProps) {
  const { t } = useTranslation();
  const types = useDocumentTypes();
  const deletable = (types.data?.data ?? []).filter((type) => type.can.delete);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const chosen = deletable.find((type) => String(type.id) === chosenId);

  useEffect(() => {
    if (opened) setChosenId(null);
  }, [opened]);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('documentTypes.deleteTitle')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        {deletable.length === 0 && !types.isPending ? (
          <Text size="sm" c="dimmed">
            {t('documentTypes.nothingToDelete')}
          </Text>
        ) : (
          <Select
            label={t('documentTypes.chooseType')}
            data={deletable.map((type) => ({ value: String(type.id), label: documentTypeLabel(t, type) }))}
            value={chosenId}
            onChange={setChosenId}
            searchable
            comboboxProps={{ zIndex: 400 }}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            color="red"
            disabled={!chosen}
            onClick={() => {
              if (!chosen) return;
              // The confirmation takes over: one dialog at a time, never two titled alike.
              onClose();
              onDelete(chosen);
            }}
          >
            {t('common.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
