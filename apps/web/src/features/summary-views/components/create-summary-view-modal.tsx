import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../components/confirm';
import { useDefaultFolders } from '../../../entities/default-folder';
import { useCreateSummaryView } from '../../../entities/summary-view';
import { showError, showSuccess } from '../../../lib/error-message';

interface CreateSummaryViewModalProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * The add dialog: a name and a default folder. A missing value asks, in a confirmation box, to fill
 * in every field (spec part 2 §5: "if empty a confirmation message in Finnish asks to fill all
 * fields"; shown in the user's language, Finnish in Finnish).
 */
export function CreateSummaryViewModal({ opened, onClose }: CreateSummaryViewModalProps) {
  const { t } = useTranslation();
  const folders = useDefaultFolders();
  const create = useCreateSummaryView();
  const [name, setName] = useState('');
  const [folderId, setFolderId] = useState<string | null>(null);
  const options = (folders.data?.data ?? []).map((f) => ({ value: String(f.id), label: f.name }));

  const close = () => {
    setName('');
    setFolderId(null);
    onClose();
  };
  const submit = () => {
    if (!name.trim() || folderId === null) {
      confirmAction({
        title: t('summaryViews.add'),
        message: t('summaryViews.fillAll'),
        confirmLabel: t('summaryViews.ok'),
        isDestructive: false,
        onConfirm: () => {},
      });
      return;
    }
    create.mutate(
      { name: name.trim(), defaultfolder_id: Number(folderId) },
      {
        onSuccess: () => {
          showSuccess(t('summaryViews.created'));
          close();
        },
        onError: (error) => showError(error),
      },
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('summaryViews.add')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack>
          <TextInput
            label={t('summaryViews.name')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            maxLength={255}
            data-autofocus
          />
          <Select
            label={t('summaryViews.defaultFolder')}
            data={options}
            value={folderId}
            onChange={setFolderId}
            searchable
            comboboxProps={{ withinPortal: true }}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('summaryViews.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
