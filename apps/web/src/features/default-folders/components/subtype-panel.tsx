import { Button, Checkbox, Group, Paper, Select, TextInput } from '@mantine/core';
import type { ProjectSubtype } from '@portal/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../components/confirm';
import { NameModal } from '../../../components/name-modal';
import { useCreateProjectSubtype, useDeleteProjectSubtype, useUpdateProjectSubtype } from '../../../entities/subtype';
import { showError, showSuccess, useErrorMessage } from '../../../lib/error-message';

interface SubtypePanelProps {
  subtypes: readonly ProjectSubtype[];
  selected: ProjectSubtype | null;
  onSelect: (id: number | null) => void;
  /** The list's `can.create`: whether the create button shows. */
  canCreate: boolean;
}

/**
 * Subtype selector with rename, save and delete (as the subtype's `can` allows), a read-only
 * default checkbox (`default` is 1 or 0) and the create button.
 */
export function SubtypePanel({ subtypes, selected, onSelect, canCreate }: SubtypePanelProps) {
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
    confirmAction({
      title: t('projectSubtypes.deleteTitle'),
      message: t('projectSubtypes.deleteConfirm', { name: selected.name }),
      confirmLabel: t('projects.confirmDelete'),
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
      onSelect(subtype.id);
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
          readOnly={!selected?.can.update}
          w={240}
        />
        {selected?.can.update && (
          <Button onClick={handleSave} loading={update.isPending}>
            {t('projectSubtypes.saveName')}
          </Button>
        )}
        {selected?.can.delete && (
          <Button color="red" variant="light" onClick={handleDelete} loading={remove.isPending}>
            {t('projectSubtypes.delete')}
          </Button>
        )}
        <Checkbox label={t('projectSubtypes.isDefault')} checked={selected?.default === 1} readOnly disabled mb={8} />
        {canCreate && (
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
