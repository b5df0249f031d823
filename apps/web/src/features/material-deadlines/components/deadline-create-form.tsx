import { Alert, Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { createMaterialDeadlineRequest, STAIRWELL_MAX_LENGTH } from '@portal/contracts';
import { IconAlertTriangle, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormSubmit } from '../../../components/form-modal-submit';
import { DEFAULT_DEADLINE_TEXT, DeadlinePicker, useCreateDeadline } from '../../../entities/material-deadline';
import { showSuccess } from '../../../lib/error-message';
import { type FieldMessages, zodResolver } from '../../../lib/zod-form';

interface DeadlineValues {
  deadline_at: string | null;
  stairwell: string;
  apartment_number: string;
}

/** A missing stairwell is "required"; an empty deadline fails the deadline rule and asks for one. */
const MESSAGES: FieldMessages = {
  required: 'materialDeadlines.stairwellRequired',
  fields: { deadline_at: 'materialDeadlines.deadlineRequired' },
  codes: {
    'invalid-apartment-number': 'materialDeadlines.invalidNumber',
    'not-found': 'materialDeadlines.apartmentNotFound',
  },
};

const INITIAL: DeadlineValues = { deadline_at: DEFAULT_DEADLINE_TEXT, stairwell: '', apartment_number: '' };

const toRequest = (values: DeadlineValues) => ({
  deadline_at: values.deadline_at ?? '',
  stairwell: values.stairwell.trim() || null,
  apartment_number: values.apartment_number.trim() || null,
});

/**
 * Adds a selection deadline: the date and time on the installation's wall clock (15-minute steps),
 * and optionally a stairwell, or a stairwell and an apartment number (the request's own schema, so
 * the form refuses what the server would).
 */
export function DeadlineCreateForm({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const create = useCreateDeadline(projectId);
  const form = useForm<DeadlineValues>({
    mode: 'controlled',
    initialValues: INITIAL,
    validate: zodResolver(createMaterialDeadlineRequest, t, { messages: MESSAGES, toInput: toRequest }),
  });
  const submit = useFormSubmit({
    form,
    messages: MESSAGES,
    onSubmit: async (values: DeadlineValues) => {
      await create.mutateAsync(toRequest(values));
      showSuccess(t('materialDeadlines.created'));
      // The next deadline is often the next apartment's in the same stairwell.
      form.setFieldValue('apartment_number', '');
    },
  });

  return (
    <form onSubmit={submit.handleSubmit} noValidate aria-labelledby="deadline-create-title">
      <Stack gap="sm">
        <Title order={3} size="h5" id="deadline-create-title">
          {t('materialDeadlines.createTitle')}
        </Title>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <DeadlinePicker
            label={t('materialDeadlines.deadline')}
            withAsterisk
            value={form.values.deadline_at}
            onChange={(value) => form.setFieldValue('deadline_at', value)}
            error={form.errors.deadline_at}
            w={{ base: '100%', xs: 220 }}
          />
          <TextInput
            label={t('materialDeadlines.stairwell')}
            description={t('materialDeadlines.stairwellHint')}
            maxLength={STAIRWELL_MAX_LENGTH}
            w={{ base: '100%', xs: 160 }}
            {...form.getInputProps('stairwell')}
          />
          <TextInput
            label={t('materialDeadlines.apartmentNumber')}
            description={t('materialDeadlines.apartmentNumberHint')}
            inputMode="numeric"
            maxLength={16}
            w={{ base: '100%', xs: 200 }}
            {...form.getInputProps('apartment_number')}
          />
        </Group>
        {submit.failure && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
            {submit.failure}
          </Alert>
        )}
        <Group>
          <Button type="submit" leftSection={<IconPlus size={16} aria-hidden />} loading={submit.busy}>
            {t('materialDeadlines.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
