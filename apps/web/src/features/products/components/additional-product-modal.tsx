import { Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type AdditionalProduct,
  type CreateAdditionalProductInput,
  createAdditionalProductRequest,
} from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { useSaveAdditionalProduct } from '../../../entities/additional-product';
import { showSuccess } from '../../../lib/error-message';
import { amountText } from '../../../lib/format';
import { type FieldMessages, zodResolver } from '../../../lib/zod-form';

interface AdditionalProductModalProps {
  opened: boolean;
  onClose: () => void;
  /** Edit this one; create when null. */
  product: AdditionalProduct | null;
}

interface Draft {
  name: string;
  description: string;
  /** As typed: `12,50` or `12.50`. */
  price: string;
}

const MESSAGES: FieldMessages = {
  required: 'products.problems.required',
  fields: { price: 'products.problems.invalidPrice' },
};

const toBody = (draft: Draft): CreateAdditionalProductInput => ({
  name: draft.name.trim(),
  description: draft.description.trim(),
  price: Number(draft.price.trim().replace(',', '.')),
});

/**
 * Create or edit an additional product: a name, a description and a price of its own, checked as
 * the server checks (name required, price 0…1,000,000 with 2 decimals). An edit keeps the catalogue
 * product and the material form it was tied to.
 */
export function AdditionalProductModal({ opened, onClose, product }: AdditionalProductModalProps) {
  const { t, i18n } = useTranslation();
  const save = useSaveAdditionalProduct();
  const initialValues: Draft = product
    ? { name: product.name, description: product.description, price: amountText(product.price, i18n.language) }
    : { name: '', description: '', price: '' };
  const form = useForm<Draft, CreateAdditionalProductInput>({
    mode: 'controlled',
    initialValues,
    // The price is checked as typed (the schema reads decimal text as the server does).
    validate: zodResolver(createAdditionalProductRequest, t, {
      messages: MESSAGES,
      toInput: (draft) => ({ ...draft, price: draft.price.trim() }),
      required: ['price'],
    }),
    transformValues: toBody,
  });

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={product ? t('products.additional.editTitle') : t('products.additional.createTitle')}
      form={form}
      initialValues={initialValues}
      resetKey={product?.id}
      messages={MESSAGES}
      onSubmit={async (body) => {
        await save.mutateAsync({ id: product?.id ?? null, body });
        showSuccess(product ? t('products.additional.saved') : t('products.additional.created'));
      }}
    >
      <TextInput
        label={t('products.name')}
        withAsterisk
        data-autofocus
        maxLength={255}
        {...form.getInputProps('name')}
      />
      <TextInput
        label={t('products.price')}
        withAsterisk
        inputMode="decimal"
        rightSection="€"
        maxLength={16}
        {...form.getInputProps('price')}
      />
      <Textarea
        label={t('products.descriptionField')}
        autosize
        minRows={2}
        maxRows={6}
        maxLength={10_000}
        {...form.getInputProps('description')}
      />
    </FormModal>
  );
}
