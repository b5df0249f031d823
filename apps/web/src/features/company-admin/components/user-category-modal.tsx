import { Alert, Button, Checkbox, Group, Modal, Stack, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateUserCategory } from '../../../entities/user-category';
import { showSuccess } from '../../../lib/error-message';
import { fieldErrors, refusalText } from '../../../lib/server-reasons';

/** Create a user category: a name and the default flag (no client validation, spec part 3 section 5). */
export function UserCategoryModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [isDefault, setIsDefault] = useState(false);
  const create = useCreateUserCategory();
  const { reset } = create;

  useEffect(() => {
    if (!opened) return;
    setName('');
    setIsDefault(false);
    reset();
  }, [opened, reset]);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { name, default: isDefault },
      {
        onSuccess: (category) => {
          showSuccess(t('userCategories.created', { name: category.name }));
          onClose();
        },
      },
    );
  };

  const errors = fieldErrors(t, create.error);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('userCategories.addTitle')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          {create.isError && !errors.name && (
            <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
              {refusalText(t, create.error)}
            </Alert>
          )}
          <TextInput
            label={t('userCategories.name')}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={errors.name}
            data-autofocus
            autoComplete="off"
          />
          <Checkbox
            label={t('userCategories.default')}
            description={t('userCategories.defaultHint')}
            checked={isDefault}
            onChange={(e) => setIsDefault(e.currentTarget.checked)}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('userCategories.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
