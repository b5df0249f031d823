import { Alert, Button, Group, Paper, Select, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type CreateApartmentInput, createApartmentRequest, STAIRWELL_MAX_LENGTH } from '@portal/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormSubmit } from '../../../components/form-modal-submit';
import { useCreateApartment } from '../../../entities/apartment';
import { showSuccess } from '../../../lib/error-message';
import { type FieldMessages, fieldMessage, zodResolver } from '../../../lib/zod-form';

/** A template the form offers: the condominium's own (the page passes them in). */
export interface ApartmentTemplateChoice {
  id: number;
  name: string;
}

interface Values {
  stairwell: string;
  apartment_number: string;
  /** The chosen template's id as the select holds it. */
  apartment_template_id: string | null;
}

const EMPTY: Values = { stairwell: '', apartment_number: '', apartment_template_id: null };

/** The apartments' own words; the server's `not-found` on the template means it was removed meanwhile. */
const MESSAGES: FieldMessages = {
  required: 'apartments.required',
  fields: { apartment_number: 'apartments.invalidNumber', apartment_template_id: 'apartments.templateNotFound' },
};

const toBody = (values: Values): CreateApartmentInput => ({
  stairwell: values.stairwell.trim(),
  apartment_number: values.apartment_number.trim() || null,
  apartment_template_id: values.apartment_template_id ? Number(values.apartment_template_id) : null,
});

/**
 * The apartments tab's create form (spec part 3 §2): stairwell, number (the shared check, so the
 * client refuses what the server would) and template. With no templates at all the call still goes
 * out and the server's 16 ("There are no apartment templates.") is shown, as the spec has it. After
 * a create the number empties and the stairwell and template stay, for the next apartment.
 */
export function ApartmentCreateForm({
  condominiumId,
  templates,
}: {
  condominiumId: number;
  templates: readonly ApartmentTemplateChoice[];
}) {
  const { t } = useTranslation();
  const create = useCreateApartment(condominiumId);
  const checkSchema = zodResolver<Values>(createApartmentRequest, t, { messages: MESSAGES, toInput: toBody });
  const form = useForm<Values, CreateApartmentInput>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: (values) => ({
      ...checkSchema(values),
      // The schema lets the template be left out for the server's 16; with templates one is chosen.
      ...(templates.length > 0 && !values.apartment_template_id
        ? { apartment_template_id: fieldMessage(t, { code: 'required' }, 'apartment_template_id', MESSAGES) }
        : {}),
    }),
    transformValues: toBody,
  });
  const submit = useFormSubmit({
    form,
    messages: MESSAGES,
    onSubmit: async (body: CreateApartmentInput) => {
      await create.mutateAsync(body);
      showSuccess(t('apartments.created'));
      form.setFieldValue('apartment_number', '');
    },
  });

  return (
    <Paper withBorder radius="md" p="md">
      <form onSubmit={submit.handleSubmit} noValidate aria-labelledby="apartment-create-title">
        <Stack gap="sm">
          <Title order={2} size="h4" id="apartment-create-title">
            {t('apartments.createTitle')}
          </Title>
          <Group align="flex-start" gap="sm" wrap="wrap">
            <TextInput
              label={t('apartments.stairwell')}
              withAsterisk
              maxLength={STAIRWELL_MAX_LENGTH}
              w={{ base: '100%', xs: 120 }}
              {...form.getInputProps('stairwell')}
            />
            <TextInput
              label={t('apartments.number')}
              inputMode="numeric"
              maxLength={16}
              w={{ base: '100%', xs: 180 }}
              {...form.getInputProps('apartment_number')}
            />
            <Select
              label={t('apartments.template')}
              withAsterisk
              // A required choice: clicking the chosen template again keeps it.
              allowDeselect={false}
              data={templates.map((tpl) => ({ value: String(tpl.id), label: tpl.name }))}
              placeholder={templates.length ? t('apartments.chooseTemplate') : t('apartments.noTemplates')}
              comboboxProps={{ withinPortal: true }}
              w={{ base: '100%', xs: 260 }}
              {...form.getInputProps('apartment_template_id')}
            />
          </Group>
          {submit.failure && (
            <Alert color="red" role="alert">
              {submit.failure}
            </Alert>
          )}
          <Group>
            <Button type="submit" leftSection={<IconPlus size={16} aria-hidden />} loading={submit.busy}>
              {t('apartments.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
