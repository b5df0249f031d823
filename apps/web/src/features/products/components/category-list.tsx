import { Badge, Group, NavLink, Paper, Stack, Title } from '@mantine/core';
import type { ProductCategory } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../components/confirm';
import { EditDeleteActions } from '../../../components/edit-delete-actions';
import { QueryState } from '../../../components/query-state';
import { useDeleteProductCategory, type useProductCategories } from '../../../entities/product-category';
import { showError, showSuccess } from '../../../lib/error-message';
import { CategoryNameModal } from './category-name-modal';

interface CategoryListProps {
  query: ReturnType<typeof useProductCategories>;
  selectedId: number | null;
  onSelect: (id: number) => void;
}

/** The categories with their product counts; a click shows a category's products. */
export function CategoryList({ query, selectedId, onSelect }: CategoryListProps) {
  const { t } = useTranslation();
  const remove = useDeleteProductCategory();
  const [editing, setEditing] = useState<ProductCategory | null>(null);
  const rows = query.data?.data ?? [];

  const handleDelete = (category: ProductCategory) =>
    confirmAction({
      title: t('products.categories.deleteTitle'),
      message: t('products.categories.deleteConfirm', { name: category.name }),
      confirmLabel: t('common.delete'),
      onConfirm: () =>
        remove.mutate(category.id, {
          onSuccess: () => showSuccess(t('products.categories.deleted')),
          onError: (e) => showError(e),
        }),
    });

  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="sm">
        {t('products.categories.title')}
      </Title>
      <QueryState
        query={query}
        loadingLabel={t('common.loading')}
        isEmpty={rows.length === 0}
        emptyTitle={t('products.categories.empty')}
        emptyDescription={query.data?.can.create ? t('products.categories.emptyHint') : undefined}
      >
        <Stack gap={2} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {rows.map((category) => (
            <Group key={category.id} component="li" gap={4} wrap="nowrap">
              <NavLink
                component="button"
                type="button"
                label={category.name}
                active={category.id === selectedId}
                aria-current={category.id === selectedId ? 'true' : undefined}
                onClick={() => onSelect(category.id)}
                rightSection={
                  <Badge variant="light" size="sm" aria-label={t('products.count', { count: category.products_count })}>
                    {category.products_count}
                  </Badge>
                }
                style={{ borderRadius: 'var(--mantine-radius-sm)', flex: 1, minWidth: 0 }}
              />
              <EditDeleteActions
                edit={
                  category.can.update
                    ? {
                        label: t('products.categories.edit', { name: category.name }),
                        onClick: () => setEditing(category),
                      }
                    : undefined
                }
                remove={
                  category.can.delete
                    ? {
                        label: t('products.categories.delete', { name: category.name }),
                        onClick: () => handleDelete(category),
                      }
                    : undefined
                }
                iconSize={16}
              />
            </Group>
          ))}
        </Stack>
      </QueryState>
      <CategoryNameModal opened={editing !== null} category={editing} onClose={() => setEditing(null)} />
    </Paper>
  );
}
