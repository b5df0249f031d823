import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { strongPassword } from '@portal/contracts';
import { IconAlertCircle, IconAt, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/password-field';
import { changePasswordErrorKey, useChangePassword } from '../../../entities/session';
import { translateError } from '../../../lib/error-message';
import { i18n } from '../../../lib/i18n';

interface SetPasswordFormProps {
  token: string;
  email: string;
  onSaved: () => void;
  onRequestNewLink: () => void;
}

/** The form behind activation and reset links: read-only e-mail, new password twice. */
export function SetPasswordForm({ token, email, onSaved, onRequestNewLink }: SetPasswordFormProps) {
  const { t } = useTranslation();
  const change = useChangePassword();
  const form = useForm({
    mode: 'controlled',
    initialValues: { password: '', confirmation: '' },
    validate: {
      password: (value) => {
        if (!value) return i18n.t('new-password-empty-warning');
        const strength = strongPassword.safeParse(value);
        return strength.success ? null : i18n.t(strength.error.issues[0]?.message ?? 'password-too-weak');
      },
      // Error 1 of the catalogue, shown before any call is made.
      confirmation: (value, values) => (value === values.password ? null : i18n.t('auth.passwordsDontMatch')),
    },
  });

  const handleSubmit = form.onSubmit(({ password, confirmation }) => {
    change.mutate({ token, email, password, password_confirmation: confirmation }, { onSuccess: onSaved });
  });

  const failure = change.isError ? changePasswordErrorKey(change.error, (key) => i18n.exists(key)) : null;
  const failureText = change.isError
    ? failure
      ? t(failure.key, failure.values)
      : translateError(t, change.error)
    : null;

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        {failureText && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
            <Stack gap={6} align="flex-start">
              <span>{failureText}</span>
              {failure?.key === 'auth.invalidLink' && (
                <Anchor component="button" type="button" size="sm" onClick={onRequestNewLink}>
                  {t('auth.requestNewLink')}
                </Anchor>
              )}
            </Stack>
          </Alert>
        )}
        <TextInput
          label={t('auth.email')}
          value={email}
          readOnly
          autoComplete="username"
          leftSection={<IconAt size={16} aria-hidden />}
          variant="filled"
        />
        <PasswordField
          label={t('auth.newPassword')}
          description={t('auth.passwordHint')}
          autoComplete="new-password"
          leftSection={<IconLock size={16} aria-hidden />}
          data-autofocus
          {...form.getInputProps('password')}
        />
        <PasswordField
          label={t('auth.confirmPassword')}
          autoComplete="new-password"
          leftSection={<IconLock size={16} aria-hidden />}
          {...form.getInputProps('confirmation')}
        />
        <Button type="submit" size="md" fullWidth loading={change.isPending}>
          {t('auth.savePassword')}
        </Button>
      </Stack>
    </form>
  );
}
