import { Box, Button, Grid, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageFrame } from '../../../components/page-frame';
import { useProductCategories } from '../../../entities/product-category';
import { AdditionalProductsPanel } from '../components/additional-products-panel';
import { CategoryList } from '../components/category-list';
import { CategoryNameModal } from '../components/category-name-modal';
import { CategoryProducts } from '../components/category-products';
import { TagsPanel } from '../components/tags-panel';

/**
 * /products: the product categories with create, rename and delete, and the chosen category's
 * products (spec part 3 "Products"). The chosen category is kept in the URL (`?category=5`), so a
 * reload or a shared link opens it again; without one, the first category is shown.
 */
export default function ProductsPage() {
  const { t } = useTranslation();
  const categories = useProductCategories();
  const [params, setParams] = useSearchParams();
  const [creating, setCreating] = useState(false);
  const rows = categories.data?.data ?? [];
  const asked = Number(params.get('category'));
  const selected = rows.find((c) => c.id === asked) ?? rows[0] ?? null;

  const select = (id: number) => setParams({ category: String(id) }, { replace: true });

  return (
    <PageFrame
      title={t('products.title')}
      description={t('products.description')}
      actions={
        categories.data?.can.create && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
            {t('products.categories.add')}
          </Button>
        )
      }
    >
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <CategoryList query={categories} selectedId={selected?.id ?? null} onSelect={select} />
            <Box visibleFrom="md">
              <TagsPanel />
            </Box>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            {selected && <CategoryProducts category={selected} />}
            <AdditionalProductsPanel />
          </Stack>
        </Grid.Col>
        {/* On a phone the tags come after the products, which people open the page for. */}
        <Grid.Col span={12} hiddenFrom="md">
          <TagsPanel />
        </Grid.Col>
      </Grid>
      <CategoryNameModal opened={creating} category={null} onClose={() => setCreating(false)} onCreated={select} />
    </PageFrame>
  );
}
