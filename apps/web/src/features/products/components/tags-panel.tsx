import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Tag } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../components/confirm';
import { EditDeleteActions } from '../../../components/edit-delete-actions';
import { NameModal } from '../../../components/name-modal';
import { QueryState } from '../../../components/query-state';
import { useDeleteTag, useRenameTag, useTags } from '../../../entities/tag';
import { showError, showSuccess } from '../../../lib/error-message';

/**
 * The catalogue's tags with the number of products carrying each: rename, and delete one that no
 * product carries (the server answers 409 otherwise). New tags are made in the product form.
 */
export function TagsPanel() {
  const { t } = useTranslation();
  const tags = useTags();
  const rename = useRenameTag();
  const remove = useDeleteTag();
  const [editing, setEditing] = useState<Tag | null>(null);
  const rows = tags.data?.data ?? [];

  const handleDelete = (tag: Tag) =>
    confirmAction({
      title: t('products.tagsPanel.deleteTitle'),
      message: t('products.tagsPanel.deleteConfirm', { name: tag.name }),
      confirmLabel: t('common.delete'),
      onConfirm: () =>
        remove.mutate(tag.id, {
          onSuccess: () => showSuccess(t('products.tagsPanel.deleted')),
          onError: (e) => showError(e),
        }),
    });

  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="sm">
        {t('products.tags')}
      </Title>
      <QueryState
        query={tags}
        loadingLabel={t('common.loading')}
        isEmpty={rows.length === 0}
        emptyTitle={t('products.noTags')}
      >
        <Stack gap={4} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {rows.map((tag) => (
            <Group key={tag.id} component="li" gap="xs" wrap="nowrap" justify="space-between">
              <Text size="sm" style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                {tag.name}
              </Text>
              <Group gap={4} wrap="nowrap">
                <Badge variant="light" size="sm" aria-label={t('products.count', { count: tag.products_count })}>
                  {tag.products_count}
                </Badge>
                <EditDeleteActions
                  edit={
                    tag.can.update
                      ? { label: t('products.tagsPanel.edit', { name: tag.name }), onClick: () => setEditing(tag) }
                      : undefined
                  }
                  remove={
                    tag.can.delete
                      ? { label: t('products.tagsPanel.delete', { name: tag.name }), onClick: () => handleDelete(tag) }
                      : undefined
                  }
                  iconSize={16}
                />
              </Group>
            </Group>
          ))}
        </Stack>
      </QueryState>
      <NameModal
        opened={editing !== null}
        title={t('products.tagsPanel.editTitle')}
        label={t('products.categories.name')}
        initialName={editing?.name ?? ''}
        onSubmit={async (name) => {
          if (!editing) return;
          await rename.mutateAsync({ id: editing.id, name });
          showSuccess(t('products.tagsPanel.saved'));
        }}
        pending={rename.isPending}
        onClose={() => setEditing(null)}
      />
    </Paper>
  );
}
