import { FileInput, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { createProductFields, type Product } from '@portal/contracts';
import { IconPhoto } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { emptyProductDraft, type ProductDraft, productDraft, useSaveProduct } from '../../../entities/product';
import { showSuccess } from '../../../lib/error-message';
import { type FieldMessages, zodResolver } from '../../../lib/zod-form';
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

/** The spec's words (part 3 §5): "Required", a price "not numeric", a link that is not http(s). */
const MESSAGES: FieldMessages = {
  required: 'products.problems.required',
  fields: { price: 'products.problems.invalidPrice', external_link: 'products.problems.invalidLink' },
};

/** The text fields as the schema reads them: the price as typed, the files aside. */
const toFields = (draft: ProductDraft) => ({
  product_category_id: draft.product_category_id,
  manufacturer: draft.manufacturer,
  name: draft.name,
  code: draft.code,
  description: draft.description,
  price: draft.price.trim(),
  measurements: draft.measurements,
  external_link: draft.external_link,
});

/**
 * Create or edit a product (multipart): the spec's fields, its tags, a photo and a context photo,
 * and on an edit a switch to remove each current photo. Checked by the server's own schema (spec
 * part 3 §5); whatever the server still refuses (a photo that is not an image: 24) shows above the
 * buttons.
 */
export function ProductFormModal({ opened, onClose, categoryId, product }: ProductFormModalProps) {
  const { t, i18n } = useTranslation();
  const save = useSaveProduct();
  const initialValues = product ? productDraft(product, i18n.language) : emptyProductDraft(categoryId);
  const form = useForm<ProductDraft>({
    mode: 'controlled',
    initialValues,
    validate: zodResolver(createProductFields, t, { messages: MESSAGES, toInput: toFields, required: ['price'] }),
  });
  const draft = form.getValues();

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={product ? t('products.editTitle') : t('products.createTitle')}
      size="lg"
      form={form}
      initialValues={initialValues}
      resetKey={`${product?.id ?? 'new'}:${categoryId}`}
      messages={MESSAGES}
      onSubmit={async (values) => {
        await save.mutateAsync({ id: product?.id ?? null, draft: values });
        showSuccess(product ? t('products.saved') : t('products.created'));
      }}
    >
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
            {...form.getInputProps(field)}
          />
        ))}
      </SimpleGrid>
      <Textarea
        label={t('products.descriptionField')}
        autosize
        minRows={2}
        maxRows={6}
        maxLength={10_000}
        {...form.getInputProps('description')}
      />
      <ProductTagsField value={draft.tagIds} onChange={(ids) => form.setFieldValue('tagIds', ids)} />
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
              {...form.getInputProps(fileField)}
            />
            {product?.[answerField] && !draft[fileField] && (
              <Switch label={t('products.removePhoto')} {...form.getInputProps(removeField, { type: 'checkbox' })} />
            )}
          </Stack>
        ))}
      </SimpleGrid>
    </FormModal>
  );
}
