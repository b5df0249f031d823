import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../components/password-field';
import { loginErrorKey, logout, useAuthenticate } from '../../entities/session';
import { showSuccess } from '../../lib/error-message';
import { i18n } from '../../lib/i18n';
import { setStoredUser, useSignedInUser } from '../../lib/stored-user';
import { clearSessionWarning, closeRelogin, useSessionWarning } from './session-warning-store';

/** Continue on the expiry warning: sign in again with the same e-mail; the new token replaces the old. */
export function ReloginModal() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const { reloginOpen } = useSessionWarning();
  const authenticate = useAuthenticate();
  const form = useForm({
    mode: 'controlled',
    initialValues: { password: '' },
    validate: { password: (value) => (value ? null : i18n.t('common.required')) },
  });

  const close = () => {
    form.reset();
    authenticate.reset();
    closeRelogin();
  };

  const handleSubmit = form.onSubmit(({ password }) => {
    authenticate.mutate(
      { email: user.email, password },
      {
        onSuccess: (fresh) => {
          const previousToken = user.token;
          setStoredUser(fresh);
          // The old token is about to expire anyway; revoking it now leaves one live session.
          if (previousToken !== fresh.token) logout(previousToken).catch(() => undefined);
          clearSessionWarning();
          form.reset();
          authenticate.reset();
          showSuccess(t('session.renewed'));
        },
      },
    );
  });

  const failure = authenticate.isError ? loginErrorKey(authenticate.error) : null;

  return (
    <Modal
      opened={reloginOpen}
      onClose={close}
      title={t('session.reloginTitle')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      zIndex={1100}
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('session.reloginHelp')}
          </Text>
          {failure && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
              {t(failure.key, failure.values)}
            </Alert>
          )}
          <TextInput label={t('auth.email')} value={user.email} readOnly variant="filled" autoComplete="username" />
          <PasswordField
            label={t('auth.password')}
            autoComplete="current-password"
            data-autofocus
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={authenticate.isPending}>
              {t('session.reloginSubmit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
