import { Alert, Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import type { AdditionalProduct } from '@portal/contracts';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveAdditionalProduct } from '../../../entities/additional-product';
import { isValidPrice, priceText } from '../../../entities/product';
import { showSuccess, useErrorMessage } from '../../../lib/error-message';

interface AdditionalProductModalProps {
  opened: boolean;
  onClose: () => void;
  /** Edit this one; create when null. */
  product: AdditionalProduct | null;
}

interface Draft {
  name: string;
  description: string;
  price: string;
}

/**
 * Create or edit an additional product: a name, a description and a price of its own, checked as
 * the server checks (name required, price 0…1,000,000 with 2 decimals). An edit keeps the catalogue
 * product and the material form it was tied to.
 */
export function AdditionalProductModal({ opened, onClose, product }: AdditionalProductModalProps) {
  const { t, i18n } = useTranslation();
  const errorMessage = useErrorMessage();
  const save = useSaveAdditionalProduct();
  const [draft, setDraft] = useState<Draft>({ name: '', description: '', price: '' });
  const [problems, setProblems] = useState<Partial<Record<keyof Draft, string>>>({});
  const [error, setError] = useState<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the form starts over when the modal opens, not on a language change
  useEffect(() => {
    if (!opened) return;
    setDraft(
      product
        ? { name: product.name, description: product.description, price: priceText(product.price, i18n.language) }
        : { name: '', description: '', price: '' },
    );
    setProblems({});
    setError(null);
  }, [opened, product]);

  const set = (field: keyof Draft, value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setProblems((p) => (p[field] ? { ...p, [field]: undefined } : p));
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const found: Partial<Record<keyof Draft, string>> = {};
    if (!draft.name.trim()) found.name = t('products.problems.required');
    if (!draft.price.trim()) found.price = t('products.problems.required');
    else if (!isValidPrice(draft.price)) found.price = t('products.problems.invalidPrice');
    setProblems(found);
    if (Object.keys(found).length) return;
    const body = {
      name: draft.name.trim(),
      description: draft.description.trim(),
      price: Number(draft.price.trim().replace(',', '.')),
    };
    save.mutate(
      { id: product?.id ?? null, body },
      {
        onSuccess: () => {
          showSuccess(product ? t('products.additional.saved') : t('products.additional.created'));
          onClose();
        },
        onError: (e) => setError(errorMessage(e)),
      },
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={product ? t('products.additional.editTitle') : t('products.additional.createTitle')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('products.name')}
            withAsterisk
            data-autofocus
            maxLength={255}
            value={draft.name}
            onChange={(e) => set('name', e.currentTarget.value)}
            error={problems.name}
          />
          <TextInput
            label={t('products.price')}
            withAsterisk
            inputMode="decimal"
            rightSection="€"
            maxLength={16}
            value={draft.price}
            onChange={(e) => set('price', e.currentTarget.value)}
            error={problems.price}
          />
          <Textarea
            label={t('products.descriptionField')}
            autosize
            minRows={2}
            maxRows={6}
            maxLength={10_000}
            value={draft.description}
            onChange={(e) => set('description', e.currentTarget.value)}
          />
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
