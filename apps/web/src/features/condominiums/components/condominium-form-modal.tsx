import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Condominium } from '@portal/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateCondominium, useUpdateCondominium } from '../../../entities/condominium';
import { showSuccess, useErrorMessage } from '../../../lib/error-message';

interface CondominiumFormModalProps {
  opened: boolean;
  onClose: () => void;
  /** Edit this condominium; create a new one when absent. */
  condominium?: Condominium | null;
  /** After a create, with the new condominium (the list opens it). */
  onCreated?: (condominium: Condominium) => void;
}

interface FormValues {
  name: string;
  street_address: string;
  postcode: string;
  post_office: string;
}

const EMPTY: FormValues = { name: '', street_address: '', postcode: '', post_office: '' };

/** Create and edit a condominium: the name is required, the address parts are not. */
export function CondominiumFormModal({ opened, onClose, condominium, onCreated }: CondominiumFormModalProps) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const create = useCreateCondominium();
  const update = useUpdateCondominium();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<FormValues>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: { name: (value) => (value.trim() ? null : t('condominiums.required')) },
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: the form starts over each time it opens
  useEffect(() => {
    if (!opened) return;
    setError(null);
    form.setValues({
      name: condominium?.name ?? '',
      street_address: condominium?.street_address ?? '',
      postcode: condominium?.postcode ?? '',
      post_office: condominium?.post_office ?? '',
    });
    form.clearErrors();
  }, [opened, condominium?.id]);

  const handleSubmit = form.onSubmit((values) => {
    setError(null);
    const body = {
      name: values.name.trim(),
      street_address: values.street_address.trim(),
      postcode: values.postcode.trim(),
      post_office: values.post_office.trim(),
    };
    const done = (message: string) => () => {
      showSuccess(message);
      onClose();
    };
    if (condominium) {
      update.mutate(
        { id: condominium.id, body },
        { onSuccess: done(t('condominiums.saved')), onError: (e) => setError(errorMessage(e)) },
      );
    } else {
      create.mutate(body, {
        onSuccess: (created) => {
          done(t('condominiums.created'))();
          onCreated?.(created);
        },
        onError: (e) => setError(errorMessage(e)),
      });
    }
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={condominium ? t('condominiums.editTitle') : t('condominiums.createTitle')}
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="sm">
          <TextInput label={t('condominiums.name')} withAsterisk data-autofocus {...form.getInputProps('name')} />
          <TextInput label={t('condominiums.streetAddress')} {...form.getInputProps('street_address')} />
          <Group grow align="flex-start" wrap="wrap">
            <TextInput label={t('condominiums.postcode')} miw={120} {...form.getInputProps('postcode')} />
            <TextInput label={t('condominiums.postOffice')} miw={160} {...form.getInputProps('post_office')} />
          </Group>
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              {t('condominiums.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending || update.isPending}>
              {t('condominiums.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
