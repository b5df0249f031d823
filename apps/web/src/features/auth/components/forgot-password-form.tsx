import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAt, IconMailCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useRequestPasswordReset } from '../../../entities/session';
import { useErrorMessage } from '../../../lib/error-message';
import { i18n } from '../../../lib/i18n';

interface ForgotPasswordFormProps {
  initialEmail?: string;
  onBack: () => void;
}

/** E-mail only. The answer never says whether the address exists, so neither does the message. */
export function ForgotPasswordForm({ initialEmail = '', onBack }: ForgotPasswordFormProps) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const reset = useRequestPasswordReset();
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: initialEmail },
    validate: { email: (value) => (value.trim() ? null : i18n.t('common.required')) },
  });

  return (
    <form onSubmit={form.onSubmit(({ email }) => reset.mutate(email))} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('auth.forgotHelp')}
        </Text>
        {reset.isSuccess && (
          <Alert color="teal" variant="light" icon={<IconMailCheck size={18} aria-hidden />} role="status">
            {t('auth.forgotSent', { email: reset.variables })}
          </Alert>
        )}
        {reset.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(reset.error)}
          </Alert>
        )}
        <TextInput
          label={t('auth.email')}
          placeholder={t('auth.emailPlaceholder')}
          type="email"
          autoComplete="username"
          leftSection={<IconAt size={16} aria-hidden />}
          data-autofocus
          {...form.getInputProps('email')}
        />
        <Button type="submit" size="md" fullWidth loading={reset.isPending}>
          {t('auth.sendLink')}
        </Button>
        <Anchor component="button" type="button" size="sm" onClick={onBack} ta="center">
          {t('auth.backToSignIn')}
        </Anchor>
      </Stack>
    </form>
  );
}
