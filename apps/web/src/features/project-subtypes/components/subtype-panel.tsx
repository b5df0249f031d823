import { Button, Checkbox, Group, Paper, Select, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NameModal } from '../../../components/name-modal';
import { showError, showSuccess, useErrorMessage } from '../../../lib/error-message';
import type { ProjectSubtype } from '../../projects/api/shapes';
import { confirmDelete } from '../../projects/components/confirm';
import { useCreateProjectSubtype, useDeleteProjectSubtype, useUpdateProjectSubtype } from '../api/project-subtypes';

interface SubtypePanelProps {
  subtypes: readonly ProjectSubtype[];
  selected: ProjectSubtype | null;
  onSelect: (id: number | null) => void;
  /** Rename, delete and create need defaultfolder_manage; without it the panel only selects. */
  canWrite: boolean;
}

/** Subtype selector with rename, save and delete, a read-only default checkbox and the create button. */
export function SubtypePanel({ subtypes, selected, onSelect, canWrite }: SubtypePanelProps) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const create = useCreateProjectSubtype();
  const update = useUpdateProjectSubtype();
  const remove = useDeleteProjectSubtype();
  const [name, setName] = useState(selected?.name ?? '');
  const [nameError, setNameError] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);

  useEffect(() => {
    setName(selected?.name ?? '');
    setNameError(null);
  }, [selected?.name]);

  const handleSave = () => {
    if (!selected) return;
    if (!name.trim()) return setNameError(t('common.required'));
    update.mutate(
      { id: selected.id, name: name.trim() },
      {
        onSuccess: () => showSuccess(t('projectSubtypes.saved')),
        onError: (error) => setNameError(errorMessage(error)),
      },
    );
  };

  const handleDelete = () => {
    if (!selected) return;
    confirmDelete({
      title: t('projectSubtypes.deleteTitle'),
      message: t('projectSubtypes.deleteConfirm', { name: selected.name }),
      onConfirm: () =>
        remove.mutate(selected.id, {
          onSuccess: () => {
            showSuccess(t('projectSubtypes.deleted'));
            onSelect(null);
          },
          // 36: the default subtype cannot be deleted.
          onError: (error) => showError(error),
        }),
    });
  };

  const handleCreate = (newName: string) =>
    create.mutateAsync(newName).then((subtype) => {
      showSuccess(t('projectSubtypes.created'));
      if (subtype && typeof subtype.id === 'number') onSelect(subtype.id);
    });

  return (
    <Paper withBorder radius="md" p="md">
      <Group align="flex-end" wrap="wrap" gap="sm">
        <Select
          label={t('projectSubtypes.select')}
          data={subtypes.map((subtype) => ({ value: String(subtype.id), label: subtype.name }))}
          value={selected ? String(selected.id) : null}
          onChange={(value) => onSelect(value ? Number(value) : null)}
          allowDeselect={false}
          w={240}
        />
        <TextInput
          label={t('projectSubtypes.rename')}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={nameError}
          disabled={!selected}
          readOnly={!canWrite}
          w={240}
        />
        {canWrite && (
          <>
            <Button onClick={handleSave} disabled={!selected} loading={update.isPending}>
              {t('projectSubtypes.saveName')}
            </Button>
            <Button color="red" variant="light" onClick={handleDelete} disabled={!selected} loading={remove.isPending}>
              {t('projectSubtypes.delete')}
            </Button>
          </>
        )}
        <Checkbox
          label={t('projectSubtypes.isDefault')}
          checked={Boolean(selected?.default)}
          readOnly
          disabled
          mb={8}
        />
        {canWrite && (
          <Button
            variant="default"
            ml="auto"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setCreating(true)}
          >
            {t('projectSubtypes.create')}
          </Button>
        )}
      </Group>
      <NameModal
        opened={creating}
        title={t('projectSubtypes.createTitle')}
        label={t('projectSubtypes.name')}
        onSubmit={handleCreate}
        pending={create.isPending}
        onClose={() => setCreating(false)}
      />
    </Paper>
  );
}
