import { Alert, Button, Group, Stack } from '@mantine/core';
import type { FieldInput } from '@portal/contracts';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormSubmit } from '../../../components/form-modal-submit';
import { FieldFormFields, useFieldForm } from './field-form';

/**
 * The field management's create tab: a new field's form on the tab itself (not a modal of its
 * own), with the one submit path of the app's forms. The tab closes after a create, and opening it
 * again mounts an empty form.
 */
export function FieldCreateForm({ onCreate }: { onCreate: (body: FieldInput) => Promise<unknown> }) {
  const { t } = useTranslation();
  const form = useFieldForm();
  const submit = useFormSubmit({
    form,
    onSubmit: onCreate,
  });

  return (
    <form onSubmit={submit.handleSubmit} noValidate>
      <Stack gap="sm">
        <FieldFormFields form={form} />
        {submit.failure && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
            {submit.failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={submit.busy}>
            {t('documentTypes.createField')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
