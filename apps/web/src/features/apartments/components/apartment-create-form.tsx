import { Alert, Button, Group, Paper, Select, Stack, TextInput, Title } from '@mantine/core';
import { STAIRWELL_MAX_LENGTH } from '@portal/contracts';
import { IconPlus } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isValidApartmentNumber, useCreateApartment } from '../../../entities/apartment';
import { isApiError } from '../../../lib/api-error';
import { showSuccess, useErrorMessage } from '../../../lib/error-message';

/** A template the form offers: the condominium's own (the page passes them in). */
export interface ApartmentTemplateChoice {
  id: number;
  name: string;
}

type Field = 'stairwell' | 'apartment_number' | 'apartment_template_id';

/** Field messages the server may answer, by the locale key that says them. */
const FIELD_MESSAGES: Record<string, string> = {
  required: 'apartments.required',
  'invalid-apartment-number': 'apartments.invalidNumber',
  'not-found': 'apartments.templateNotFound',
};

/**
 * The apartments tab's create form (spec part 3 §2): stairwell, number (the shared check, so the
 * client refuses what the server would) and template. With no templates at all the call still goes
 * out and the server's 16 ("There are no apartment templates.") is shown, as the spec has it.
 */
export function ApartmentCreateForm({
  condominiumId,
  templates,
}: {
  condominiumId: number;
  templates: readonly ApartmentTemplateChoice[];
}) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const create = useCreateApartment(condominiumId);
  const [stairwell, setStairwell] = useState('');
  const [number, setNumber] = useState('');
  const [templateId, setTemplateId] = useState<string | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const check = (): Partial<Record<Field, string>> => {
    const found: Partial<Record<Field, string>> = {};
    if (!stairwell.trim()) found.stairwell = 'apartments.required';
    if (!isValidApartmentNumber(number)) found.apartment_number = 'apartments.invalidNumber';
    if (templates.length > 0 && !templateId) found.apartment_template_id = 'apartments.required';
    return found;
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = check();
    setErrors(found);
    if (Object.keys(found).length) return;
    create.mutate(
      {
        stairwell: stairwell.trim(),
        apartment_number: number.trim() || null,
        apartment_template_id: templateId ? Number(templateId) : null,
      },
      {
        onSuccess: () => {
          showSuccess(t('apartments.created'));
          setNumber('');
        },
        onError: (error) => {
          const fields = isApiError(error) ? error.fields : undefined;
          if (fields && Object.keys(fields).length) {
            setErrors(
              Object.fromEntries(
                Object.entries(fields).map(([field, [message]]) => [
                  field,
                  FIELD_MESSAGES[message] ?? 'apartments.invalidValue',
                ]),
              ),
            );
          } else setFailure(errorMessage(error));
        },
      },
    );
  };

  const message = (field: Field) => (errors[field] ? t(errors[field]) : null);

  return (
    <Paper withBorder radius="md" p="md">
      <form onSubmit={handleSubmit} noValidate aria-labelledby="apartment-create-title">
        <Stack gap="sm">
          <Title order={2} size="h4" id="apartment-create-title">
            {t('apartments.createTitle')}
          </Title>
          <Group align="flex-start" gap="sm" wrap="wrap">
            <TextInput
              label={t('apartments.stairwell')}
              withAsterisk
              maxLength={STAIRWELL_MAX_LENGTH}
              value={stairwell}
              onChange={(e) => setStairwell(e.currentTarget.value)}
              error={message('stairwell')}
              w={{ base: '100%', xs: 120 }}
            />
            <TextInput
              label={t('apartments.number')}
              inputMode="numeric"
              maxLength={16}
              value={number}
              onChange={(e) => setNumber(e.currentTarget.value)}
              error={message('apartment_number')}
              w={{ base: '100%', xs: 180 }}
            />
            <Select
              label={t('apartments.template')}
              withAsterisk
              // A required choice: clicking the chosen template again keeps it.
              allowDeselect={false}
              data={templates.map((tpl) => ({ value: String(tpl.id), label: tpl.name }))}
              value={templateId}
              onChange={setTemplateId}
              placeholder={templates.length ? t('apartments.chooseTemplate') : t('apartments.noTemplates')}
              error={message('apartment_template_id')}
              comboboxProps={{ withinPortal: true }}
              w={{ base: '100%', xs: 260 }}
            />
          </Group>
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <Group>
            <Button type="submit" leftSection={<IconPlus size={16} aria-hidden />} loading={create.isPending}>
              {t('apartments.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
