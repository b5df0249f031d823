import { Anchor, Badge, Button, Group, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { Product, ProductCategory } from '@portal/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../components/confirm';
import { EditDeleteActions } from '../../../components/edit-delete-actions';
import { QueryState } from '../../../components/query-state';
import { formatPrice, ProductPhotoThumb, useCategoryProducts, useDeleteProduct } from '../../../entities/product';
import { showError, showSuccess } from '../../../lib/error-message';
import { ProductFormModal } from './product-form-modal';

/** A product's tags as small badges. */
function ProductTags({ product }: { product: Product }) {
  if (!product.tags.length) return null;
  return (
    <Group gap={4}>
      {product.tags.map((tag) => (
        <Badge key={tag.id} size="xs" variant="outline" style={{ textTransform: 'none' }}>
          {tag.name}
        </Badge>
      ))}
    </Group>
  );
}

/**
 * The chosen category's products: a table with photos at a desk, cards on a phone (no sideways
 * scrolling), create, edit and delete (after a confirmation) where `can` allows.
 */
export function CategoryProducts({ category }: { category: ProductCategory }) {
  const { t, i18n } = useTranslation();
  const products = useCategoryProducts(category.id);
  const remove = useDeleteProduct();
  const [editing, setEditing] = useState<Product | null>(null);
  const [opened, setOpened] = useState(false);
  const rows = products.data?.data ?? [];
  const price = (p: Product) => formatPrice(p.price, i18n.language);

  const open = (product: Product | null) => {
    setEditing(product);
    setOpened(true);
  };

  const handleDelete = (product: Product) =>
    confirmAction({
      title: t('products.deleteTitle'),
      message: t('products.deleteConfirm', { name: product.name }),
      confirmLabel: t('common.delete'),
      onConfirm: () =>
        remove.mutate(product.id, {
          onSuccess: () => showSuccess(t('products.deleted')),
          onError: (e) => showError(e),
        }),
    });

  const actions = (p: Product) => (
    <EditDeleteActions
      edit={p.can.update ? { label: t('products.edit', { name: p.name }), onClick: () => open(p) } : undefined}
      remove={
        p.can.delete ? { label: t('products.delete', { name: p.name }), onClick: () => handleDelete(p) } : undefined
      }
      iconSize={16}
      justify="flex-end"
    />
  );

  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" mb="sm" wrap="wrap" gap="sm">
        <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
          {category.name}
        </Title>
        {products.data?.can.create && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => open(null)}>
            {t('products.add')}
          </Button>
        )}
      </Group>
      <QueryState
        query={products}
        loadingLabel={t('common.loading')}
        isEmpty={rows.length === 0}
        emptyTitle={t('products.empty')}
      >
        <Table striped visibleFrom="sm" aria-label={t('products.tableLabel', { name: category.name })}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <VisuallyHidden>{t('products.photo')}</VisuallyHidden>
              </Table.Th>
              <Table.Th>{t('products.name')}</Table.Th>
              <Table.Th>{t('products.manufacturer')}</Table.Th>
              <Table.Th>{t('products.code')}</Table.Th>
              <Table.Th style={{ textAlign: 'right' }}>{t('products.price')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('products.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((p) => (
              <Table.Tr key={p.id}>
                <Table.Td w={72}>
                  <ProductPhotoThumb product={p} alt={t('products.photoOf', { name: p.name })} />
                </Table.Td>
                <Table.Td>
                  <Stack gap={4}>
                    {p.external_link ? (
                      <Anchor href={p.external_link} target="_blank" rel="noopener noreferrer">
                        {p.name}
                      </Anchor>
                    ) : (
                      <Text>{p.name}</Text>
                    )}
                    {p.measurements && (
                      <Text size="xs" c="dimmed">
                        {p.measurements}
                      </Text>
                    )}
                    <ProductTags product={p} />
                  </Stack>
                </Table.Td>
                <Table.Td>{p.manufacturer}</Table.Td>
                <Table.Td>{p.code}</Table.Td>
                <Table.Td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>{price(p)}</Table.Td>
                <Table.Td>{actions(p)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Stack gap="sm" hiddenFrom="sm" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {rows.map((p) => (
            <Paper key={p.id} component="li" withBorder radius="sm" p="sm">
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <ProductPhotoThumb product={p} alt={t('products.photoOf', { name: p.name })} />
                <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {p.name}
                  </Text>
                  <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {p.manufacturer} · {p.code}
                  </Text>
                  <Text size="sm" fw={500}>
                    {price(p)}
                  </Text>
                  <ProductTags product={p} />
                </Stack>
                {actions(p)}
              </Group>
            </Paper>
          ))}
        </Stack>
      </QueryState>
      <ProductFormModal opened={opened} onClose={() => setOpened(false)} categoryId={category.id} product={editing} />
    </Paper>
  );
}
