import { Checkbox, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { useCreateUserCategory } from '../../../entities/user-category';
import { showSuccess } from '../../../lib/error-message';

interface Values {
  name: string;
  default: boolean;
}

const EMPTY: Values = { name: '', default: false };

/** Create a user category: a name and the default flag (no client validation, spec part 3 section 5). */
export function UserCategoryModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreateUserCategory();
  const form = useForm<Values>({ mode: 'controlled', initialValues: EMPTY });

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={t('userCategories.addTitle')}
      form={form}
      initialValues={EMPTY}
      submitLabel={t('userCategories.add')}
      onSubmit={async (values) => {
        const category = await create.mutateAsync(values);
        showSuccess(t('userCategories.created', { name: category.name }));
      }}
    >
      <TextInput label={t('userCategories.name')} data-autofocus autoComplete="off" {...form.getInputProps('name')} />
      <Checkbox
        label={t('userCategories.default')}
        description={t('userCategories.defaultHint')}
        {...form.getInputProps('default', { type: 'checkbox' })}
      />
    </FormModal>
  );
}
