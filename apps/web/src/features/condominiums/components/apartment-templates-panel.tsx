import { Button, Group, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ApartmentTemplate } from '@portal/contracts';
import { IconPlus } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../components/confirm';
import { EditDeleteActions } from '../../../components/edit-delete-actions';
import { NameModal } from '../../../components/name-modal';
import { QueryState } from '../../../components/query-state';
import {
  useApartmentTemplates,
  useCreateApartmentTemplate,
  useDeleteApartmentTemplate,
  useRenameApartmentTemplate,
} from '../../../entities/apartment-template';
import { isApiError } from '../../../lib/api-error';
import { showSuccess } from '../../../lib/error-message';
import { notifyRefusal } from '../../../lib/notify';

/** The condominium's apartment templates: add (the button waits for a name), rename, delete with a confirmation. */
export function ApartmentTemplatesPanel({ condominiumId }: { condominiumId: number }) {
  const { t } = useTranslation();
  const templates = useApartmentTemplates(condominiumId);
  const create = useCreateApartmentTemplate(condominiumId);
  const rename = useRenameApartmentTemplate(condominiumId);
  const remove = useDeleteApartmentTemplate(condominiumId);
  const [name, setName] = useState('');
  const [renaming, setRenaming] = useState<ApartmentTemplate | null>(null);
  const rows = templates.data?.data ?? [];
  const canCreate = templates.data?.can.create ?? false;

  const handleCreate = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    create.mutate(name.trim(), {
      onSuccess: () => {
        setName('');
        showSuccess(t('condominiums.templates.created'));
      },
      onError: notifyRefusal,
    });
  };

  const handleDelete = (template: ApartmentTemplate) =>
    confirmAction({
      title: t('condominiums.templates.deleteTitle'),
      message: t('condominiums.templates.deleteMessage', { name: template.name }),
      confirmLabel: t('condominiums.delete'),
      onConfirm: () =>
        remove.mutateAsync(template.id).then(
          () => showSuccess(t('condominiums.templates.deleted')),
          (error: unknown) =>
            isApiError(error) && error.status === 409
              ? notifications.show({ color: 'red', message: t('condominiums.templates.inUse'), autoClose: 8000 })
              : notifyRefusal(error),
        ),
    });

  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="sm">
        {t('condominiums.templates.title')}
      </Title>
      <Stack gap="sm">
        {canCreate && (
          <form onSubmit={handleCreate}>
            <Group gap="xs" align="flex-end" wrap="nowrap">
              <TextInput
                label={t('condominiums.templates.newName')}
                value={name}
                onChange={(event) => setName(event.currentTarget.value)}
                style={{ flex: 1, minWidth: 0 }}
              />
              <Button
                type="submit"
                leftSection={<IconPlus size={16} aria-hidden />}
                disabled={!name.trim()}
                loading={create.isPending}
              >
                {t('condominiums.templates.add')}
              </Button>
            </Group>
          </form>
        )}
        <QueryState
          query={templates}
          loadingLabel={t('condominiums.templates.loading')}
          isEmpty={rows.length === 0}
          emptyTitle={t('condominiums.templates.empty')}
        >
          <Table verticalSpacing="xs" aria-label={t('condominiums.templates.title')}>
            <Table.Tbody>
              {rows.map((template) => (
                <Table.Tr key={template.id}>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>
                    <Text size="sm" fw={500}>
                      {template.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t('condominiums.templates.apartments', { count: template.apartment_count })}
                    </Text>
                  </Table.Td>
                  <Table.Td w={90}>
                    <EditDeleteActions
                      justify="flex-end"
                      edit={
                        template.can.update
                          ? {
                              label: t('condominiums.templates.renameNamed', { name: template.name }),
                              onClick: () => setRenaming(template),
                            }
                          : undefined
                      }
                      remove={
                        template.can.delete
                          ? {
                              label: t('condominiums.templates.deleteNamed', { name: template.name }),
                              onClick: () => handleDelete(template),
                            }
                          : undefined
                      }
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </QueryState>
      </Stack>
      <NameModal
        opened={renaming !== null}
        title={t('condominiums.templates.renameTitle')}
        label={t('condominiums.templates.name')}
        initialName={renaming?.name ?? ''}
        pending={rename.isPending}
        onClose={() => setRenaming(null)}
        onSubmit={(newName) =>
          rename
            .mutateAsync({ id: renaming?.id ?? 0, name: newName })
            .then(() => showSuccess(t('condominiums.templates.saved')))
        }
      />
    </Paper>
  );
}
