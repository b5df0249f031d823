import { Group, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type Condominium, createCondominiumRequest } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { useCreateCondominium, useUpdateCondominium } from '../../../entities/condominium';
import { showSuccess } from '../../../lib/error-message';
import { type FieldMessages, zodResolver } from '../../../lib/zod-form';

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

const MESSAGES: FieldMessages = { required: 'condominiums.required' };

const valuesOf = (condominium?: Condominium | null): FormValues => ({
  name: condominium?.name ?? '',
  street_address: condominium?.street_address ?? '',
  postcode: condominium?.postcode ?? '',
  post_office: condominium?.post_office ?? '',
});

/** Create and edit a condominium: the name is required, the address parts are not. */
export function CondominiumFormModal({ opened, onClose, condominium, onCreated }: CondominiumFormModalProps) {
  const { t } = useTranslation();
  const create = useCreateCondominium();
  const update = useUpdateCondominium();
  const form = useForm<FormValues>({
    mode: 'controlled',
    initialValues: valuesOf(condominium),
    validate: zodResolver(createCondominiumRequest, t, { messages: MESSAGES }),
  });

  const save = async (values: FormValues) => {
    const body = {
      name: values.name.trim(),
      street_address: values.street_address.trim(),
      postcode: values.postcode.trim(),
      post_office: values.post_office.trim(),
    };
    if (condominium) {
      await update.mutateAsync({ id: condominium.id, body });
      showSuccess(t('condominiums.saved'));
      return;
    }
    const created = await create.mutateAsync(body);
    showSuccess(t('condominiums.created'));
    onCreated?.(created);
  };

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={condominium ? t('condominiums.editTitle') : t('condominiums.createTitle')}
      form={form}
      initialValues={valuesOf(condominium)}
      resetKey={condominium?.id}
      onSubmit={save}
      messages={MESSAGES}
      submitLabel={t('condominiums.save')}
      cancelLabel={t('condominiums.cancel')}
    >
      <TextInput label={t('condominiums.name')} withAsterisk data-autofocus {...form.getInputProps('name')} />
      <TextInput label={t('condominiums.streetAddress')} {...form.getInputProps('street_address')} />
      <Group grow align="flex-start" wrap="wrap">
        <TextInput label={t('condominiums.postcode')} miw={120} {...form.getInputProps('postcode')} />
        <TextInput label={t('condominiums.postOffice')} miw={160} {...form.getInputProps('post_office')} />
      </Group>
    </FormModal>
  );
}
