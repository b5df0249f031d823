import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { AdditionalProduct } from '@portal/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../components/confirm';
import { EditDeleteActions } from '../../../components/edit-delete-actions';
import { QueryState } from '../../../components/query-state';
import { useAdditionalProducts, useDeleteAdditionalProduct } from '../../../entities/additional-product';
import { formatPrice } from '../../../entities/product';
import { showError, showSuccess } from '../../../lib/error-message';
import { AdditionalProductModal } from './additional-product-modal';

/**
 * Additional products: extras that quotes offer beside a material form's selects (README
 * "Behaviour"), each with its own name, description and price. Listed by name; products.manage
 * adds, edits and deletes (the list's and rows' `can`).
 */
export function AdditionalProductsPanel() {
  const { t, i18n } = useTranslation();
  const list = useAdditionalProducts();
  const remove = useDeleteAdditionalProduct();
  const [editing, setEditing] = useState<AdditionalProduct | 'new' | null>(null);
  const rows = list.data?.data ?? [];
  const headingId = useId();

  const handleDelete = (product: AdditionalProduct) =>
    confirmAction({
      title: t('products.additional.deleteTitle'),
      message: t('products.additional.deleteConfirm', { name: product.name }),
      confirmLabel: t('common.delete'),
      onConfirm: () =>
        remove.mutate(product.id, {
          onSuccess: () => showSuccess(t('products.additional.deleted')),
          onError: (e) => showError(e),
        }),
    });

  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p="md">
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Title order={2} size="h4" id={headingId}>
          {t('products.additional.title')}
        </Title>
        {list.data?.can.create && (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => setEditing('new')}
          >
            {t('products.additional.add')}
          </Button>
        )}
      </Group>
      <QueryState
        query={list}
        loadingLabel={t('common.loading')}
        isEmpty={rows.length === 0}
        emptyTitle={t('products.additional.empty')}
      >
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {rows.map((product) => (
            <Group key={product.id} component="li" gap="xs" wrap="nowrap" justify="space-between" align="flex-start">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                  {product.name}
                </Text>
                {product.description && (
                  <Text size="xs" c="dimmed" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                    {product.description}
                  </Text>
                )}
              </Stack>
              <Group gap={4} wrap="nowrap">
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {formatPrice(product.price, i18n.language)}
                </Text>
                <EditDeleteActions
                  edit={
                    product.can.update
                      ? {
                          label: t('products.additional.edit', { name: product.name }),
                          onClick: () => setEditing(product),
                        }
                      : undefined
                  }
                  remove={
                    product.can.delete
                      ? {
                          label: t('products.additional.delete', { name: product.name }),
                          onClick: () => handleDelete(product),
                        }
                      : undefined
                  }
                  iconSize={16}
                />
              </Group>
            </Group>
          ))}
        </Stack>
      </QueryState>
      <AdditionalProductModal
        opened={editing !== null}
        product={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
      />
    </Paper>
  );
}
