import type { ProductCategory } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { NameModal } from '../../../components/name-modal';
import { useCreateProductCategory, useRenameProductCategory } from '../../../entities/product-category';
import { showSuccess } from '../../../lib/error-message';

interface CategoryNameModalProps {
  opened: boolean;
  /** Rename this one; create when null. */
  category: ProductCategory | null;
  onClose: () => void;
  /** A new category is opened at once. */
  onCreated?: (id: number) => void;
}

/** Creates or renames a product category (a name of at most 255 characters). */
export function CategoryNameModal({ opened, category, onClose, onCreated }: CategoryNameModalProps) {
  const { t } = useTranslation();
  const create = useCreateProductCategory();
  const rename = useRenameProductCategory();

  const submit = async (name: string) => {
    if (category) {
      await rename.mutateAsync({ id: category.id, name });
      showSuccess(t('products.categories.saved'));
      return;
    }
    const created = await create.mutateAsync(name);
    showSuccess(t('products.categories.created'));
    onCreated?.(created.id);
  };

  return (
    <NameModal
      opened={opened}
      title={category ? t('products.categories.editTitle') : t('products.categories.createTitle')}
      label={t('products.categories.name')}
      initialName={category?.name ?? ''}
      onSubmit={submit}
      pending={create.isPending || rename.isPending}
      onClose={onClose}
    />
  );
}
