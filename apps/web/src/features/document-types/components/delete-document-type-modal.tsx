import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { documentTypeLabel } from '../../../lib/document-labels';
import { useDocumentTypes } from '../api/document-types';
import { useDeleteDocumentTypeAction } from './use-delete-document-type';

interface DeleteDocumentTypeModalProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * The project page's "delete document type" (spec part 2 "Project page" modals): one of the types
 * whose `can.delete` is true is chosen, then deleted after a confirmation (27 when in use).
 */
export function DeleteDocumentTypeModal({ opened, onClose }: DeleteDocumentTypeModalProps) {
  const { t } = useTranslation();
  const types = useDocumentTypes();
  const deleteType = useDeleteDocumentTypeAction();
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
          <Button color="red" disabled={!chosen} onClick={() => chosen && deleteType(chosen, onClose)}>
            {t('common.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
