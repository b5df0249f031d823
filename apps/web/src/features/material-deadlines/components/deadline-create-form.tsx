import { Alert, Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { STAIRWELL_MAX_LENGTH } from '@portal/contracts';
import { IconPlus } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isValidApartmentNumber } from '../../../entities/apartment';
import { DEFAULT_DEADLINE_TEXT, DeadlinePicker, useCreateDeadline } from '../../../entities/material-deadline';
import { isApiError } from '../../../lib/api-error';
import { showSuccess, useErrorMessage } from '../../../lib/error-message';

type Field = 'deadline_at' | 'stairwell' | 'apartment_number';

const FIELD_MESSAGES: Record<string, string> = {
  required: 'materialDeadlines.stairwellRequired',
  'invalid-apartment-number': 'materialDeadlines.invalidNumber',
  'invalid-deadline': 'materialDeadlines.invalidDeadline',
  'not-found': 'materialDeadlines.apartmentNotFound',
};

/**
 * Adds a selection deadline: the date and time on the installation's wall clock (15-minute steps),
 * and optionally a stairwell, or a stairwell and an apartment number (the shared number rule, so
 * the form refuses what the server would).
 */
export function DeadlineCreateForm({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const create = useCreateDeadline(projectId);
  const [deadline, setDeadline] = useState<string | null>(DEFAULT_DEADLINE_TEXT);
  const [stairwell, setStairwell] = useState('');
  const [number, setNumber] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const check = (): Partial<Record<Field, string>> => {
    const found: Partial<Record<Field, string>> = {};
    if (!deadline) found.deadline_at = 'materialDeadlines.deadlineRequired';
    if (!isValidApartmentNumber(number)) found.apartment_number = 'materialDeadlines.invalidNumber';
    if (number && !stairwell.trim()) found.stairwell = 'materialDeadlines.stairwellRequired';
    return found;
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = check();
    setErrors(found);
    if (Object.keys(found).length || !deadline) return;
    create.mutate(
      { deadline_at: deadline, stairwell: stairwell.trim() || null, apartment_number: number || null },
      {
        onSuccess: () => {
          showSuccess(t('materialDeadlines.created'));
          setNumber('');
        },
        onError: (error) => {
          const fields = isApiError(error) ? error.fields : undefined;
          if (fields && Object.keys(fields).length) {
            setErrors(
              Object.fromEntries(
                Object.entries(fields).map(([field, [message]]) => [
                  field,
                  FIELD_MESSAGES[message] ?? 'materialDeadlines.invalidValue',
                ]),
              ),
            );
            if (isApiError(error) && error.code === 20) setFailure(errorMessage(error));
          } else setFailure(errorMessage(error));
        },
      },
    );
  };

  const message = (field: Field) => (errors[field] ? t(errors[field]) : null);

  return (
    <form onSubmit={handleSubmit} noValidate aria-labelledby="deadline-create-title">
      <Stack gap="sm">
        <Title order={3} size="h5" id="deadline-create-title">
          {t('materialDeadlines.createTitle')}
        </Title>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <DeadlinePicker
            label={t('materialDeadlines.deadline')}
            withAsterisk
            value={deadline}
            onChange={setDeadline}
            error={message('deadline_at')}
            w={{ base: '100%', xs: 220 }}
          />
          <TextInput
            label={t('materialDeadlines.stairwell')}
            description={t('materialDeadlines.stairwellHint')}
            maxLength={STAIRWELL_MAX_LENGTH}
            value={stairwell}
            onChange={(e) => setStairwell(e.currentTarget.value)}
            error={message('stairwell')}
            w={{ base: '100%', xs: 160 }}
          />
          <TextInput
            label={t('materialDeadlines.apartmentNumber')}
            description={t('materialDeadlines.apartmentNumberHint')}
            inputMode="numeric"
            maxLength={16}
            value={number}
            onChange={(e) => setNumber(e.currentTarget.value)}
            error={message('apartment_number')}
            w={{ base: '100%', xs: 200 }}
          />
        </Group>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group>
          <Button type="submit" leftSection={<IconPlus size={16} aria-hidden />} loading={create.isPending}>
            {t('materialDeadlines.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
