import { Alert, Button, FileInput, Group, Modal, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import type { Product } from '@portal/contracts';
import { IconPhoto } from '@tabler/icons-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  emptyProductDraft,
  type ProductDraft,
  type ProductFieldProblem,
  productDraft,
  productDraftProblems,
  useSaveProduct,
} from '../../../entities/product';
import { showSuccess, useErrorMessage } from '../../../lib/error-message';
import { ProductTagsField } from './product-tags-field';

interface ProductFormModalProps {
  opened: boolean;
  onClose: () => void;
  categoryId: number;
  /** Edit this one; create when null. */
  product: Product | null;
}

const TEXT_FIELDS = [
  ['manufacturer', true],
  ['name', true],
  ['code', true],
  ['price', true],
  ['measurements', false],
  ['external_link', false],
] as const;

const IMAGE_TYPES = 'image/jpeg,image/png,image/gif';

/**
 * Create or edit a product (multipart): the spec's fields, its tags, a photo and a context photo,
 * and on an edit a switch to remove each current photo. Checked as the server checks (spec part 3
 * §5); whatever the server still refuses (a photo that is not an image: 24) shows above the buttons.
 */
export function ProductFormModal({ opened, onClose, categoryId, product }: ProductFormModalProps) {
  const { t, i18n } = useTranslation();
  const errorMessage = useErrorMessage();
  const save = useSaveProduct();
  const [draft, setDraft] = useState<ProductDraft>(() => emptyProductDraft(categoryId));
  const [problems, setProblems] = useState<Partial<Record<keyof ProductDraft, ProductFieldProblem>>>({});
  const [error, setError] = useState<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the form starts over when the modal opens, not on a language change
  useEffect(() => {
    if (!opened) return;
    setDraft(product ? productDraft(product, i18n.language) : emptyProductDraft(categoryId));
    setProblems({});
    setError(null);
  }, [opened, product, categoryId]);

  // A field's problem goes as soon as it is typed in again; the next save checks it anew.
  const set = <K extends keyof ProductDraft>(field: K, value: ProductDraft[K]) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setProblems((p) => (p[field] ? { ...p, [field]: undefined } : p));
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const found = productDraftProblems(draft);
    setProblems(found);
    if (Object.keys(found).length) return;
    save.mutate(
      { id: product?.id ?? null, draft },
      {
        onSuccess: () => {
          showSuccess(product ? t('products.saved') : t('products.created'));
          onClose();
        },
        onError: (e) => setError(errorMessage(e)),
      },
    );
  };

  const problemText = (field: keyof ProductDraft) => {
    const problem = problems[field];
    return problem ? t(`products.problems.${problem}`) : null;
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={product ? t('products.editTitle') : t('products.createTitle')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      size="lg"
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {TEXT_FIELDS.map(([field, required], index) => (
              <TextInput
                key={field}
                label={t(`products.${field === 'external_link' ? 'link' : field}`)}
                withAsterisk={required}
                data-autofocus={index === 0 || undefined}
                inputMode={field === 'price' ? 'decimal' : undefined}
                type={field === 'external_link' ? 'url' : 'text'}
                maxLength={field === 'external_link' ? 2048 : 255}
                rightSection={field === 'price' ? '€' : undefined}
                value={draft[field]}
                onChange={(e) => set(field, e.currentTarget.value)}
                error={problemText(field)}
              />
            ))}
          </SimpleGrid>
          <Textarea
            label={t('products.descriptionField')}
            autosize
            minRows={2}
            maxRows={6}
            maxLength={10_000}
            value={draft.description}
            onChange={(e) => set('description', e.currentTarget.value)}
          />
          <ProductTagsField value={draft.tagIds} onChange={(ids) => set('tagIds', ids)} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {(
              [
                ['photo', 'removePhoto', 'product_photo'],
                ['contextPhoto', 'removeContextPhoto', 'product_context_photo'],
              ] as const
            ).map(([fileField, removeField, answerField]) => (
              <Stack key={fileField} gap={6}>
                <FileInput
                  label={t(`products.${fileField}`)}
                  description={t('products.photoTypes')}
                  accept={IMAGE_TYPES}
                  clearable
                  leftSection={<IconPhoto size={16} aria-hidden />}
                  placeholder={t('products.choosePhoto')}
                  value={draft[fileField]}
                  onChange={(file) => set(fileField, file)}
                />
                {product?.[answerField] && !draft[fileField] && (
                  <Switch
                    label={t('products.removePhoto')}
                    checked={draft[removeField]}
                    onChange={(e) => set(removeField, e.currentTarget.checked)}
                  />
                )}
              </Stack>
            ))}
          </SimpleGrid>
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
