import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { CompanyUser } from '@portal/contracts';
import { IconAlertTriangle, IconLock } from '@tabler/icons-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/password-field';
import { useSetManualPassword } from '../../../entities/user';
import { showSuccess } from '../../../lib/error-message';
import { fieldErrors, refusalText } from '../../../lib/server-reasons';

interface SetPasswordModalProps {
  opened: boolean;
  onClose: () => void;
  user: CompanyUser | null;
}

/**
 * Sets a user's password directly (POST user/manual-password). An empty value is refused before any
 * call with `new-password-empty-warning`; strength rules are the server's and show under the field.
 */
export function SetPasswordModal({ opened, onClose, user }: SetPasswordModalProps) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [isEmpty, setIsEmpty] = useState(false);
  const save = useSetManualPassword();
  const { reset } = save;

  useEffect(() => {
    if (!opened) return;
    setPassword('');
    setIsEmpty(false);
    reset();
  }, [opened, reset]);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!user) return;
    if (password === '') {
      setIsEmpty(true);
      return;
    }
    save.mutate(
      { user_id: user.id, newPassword: password },
      {
        onSuccess: () => {
          showSuccess(t('users.passwordSet', { name: user.name }));
          onClose();
        },
      },
    );
  };

  const serverField = fieldErrors(t, save.error).newPassword;
  const problem = save.isError && !serverField ? refusalText(t, save.error) : null;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('users.setPasswordTitle', { name: user?.name ?? '' })}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('users.setPasswordHint')}
          </Text>
          {problem && (
            <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
              {problem}
            </Alert>
          )}
          <PasswordField
            label={t('users.newPassword')}
            value={password}
            onChange={(e) => {
              setPassword(e.currentTarget.value);
              setIsEmpty(false);
            }}
            error={isEmpty ? t('new-password-empty-warning') : serverField}
            autoComplete="new-password"
            leftSection={<IconLock size={16} aria-hidden />}
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('users.setPassword')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
