import { Alert, Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { SessionUser } from '@portal/contracts';
import { IconAlertCircle, IconAt, IconLock } from '@tabler/icons-react';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/password-field';
import { loginErrorKey, useAuthenticate } from '../../../entities/session';
import { releaseFirstScreen } from '../../../lib/first-screen';
import { i18n } from '../../../lib/i18n';

const required = (value: string) => (value.trim() ? null : i18n.t('common.required'));

interface LoginFormProps {
  initialEmail?: string;
  onAuthenticated: (user: SessionUser) => void;
  onForgotPassword: (email: string) => void;
}

/** E-mail and password; both must be filled before the call is made (spec part 1 section 5). */
export function LoginForm({ initialEmail = '', onAuthenticated, onForgotPassword }: LoginFormProps) {
  const { t } = useTranslation();
  const authenticate = useAuthenticate();
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: initialEmail, password: '' },
    validate: { email: required, password: (value) => (value ? null : i18n.t('common.required')) },
  });

  const formRef = useRef<HTMLFormElement>(null);
  // What was typed into the prerendered form (lib/first-screen.ts) while the app was starting.
  // A layout effect: the form is filled before this one is first painted.
  useLayoutEffect(() => {
    const carried = releaseFirstScreen();
    if (!carried) return;
    if (carried.email || carried.password) form.setValues({ email: carried.email, password: carried.password });
    const selector = carried.focus === 'email' ? 'input[type="email"]' : 'input[autocomplete="current-password"]';
    if (carried.focus) formRef.current?.querySelector<HTMLInputElement>(selector)?.focus();
  }, [form.setValues]);

  const handleSubmit = form.onSubmit((values) => {
    authenticate.mutate(values, { onSuccess: onAuthenticated });
  });
  const failure = authenticate.isError ? loginErrorKey(authenticate.error) : null;

  return (
    <form ref={formRef} onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        {failure && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
            {t(failure.key, failure.values)}
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
        <PasswordField
          label={t('auth.password')}
          autoComplete="current-password"
          leftSection={<IconLock size={16} aria-hidden />}
          {...form.getInputProps('password')}
        />
        <Group justify="flex-end" mt={-6}>
          <Anchor component="button" type="button" size="sm" onClick={() => onForgotPassword(form.values.email)}>
            {t('auth.forgotLink')}
          </Anchor>
        </Group>
        <Button type="submit" size="md" fullWidth loading={authenticate.isPending}>
          {t('auth.signIn')}
        </Button>
      </Stack>
    </form>
  );
}
