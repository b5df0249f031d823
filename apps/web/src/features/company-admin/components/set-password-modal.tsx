import { Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { CompanyUser } from '@portal/contracts';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { PasswordField } from '../../../components/password-field';
import { useSetManualPassword } from '../../../entities/user';
import { showSuccess } from '../../../lib/error-message';

interface SetPasswordModalProps {
  opened: boolean;
  onClose: () => void;
  user: CompanyUser | null;
}

const EMPTY = { newPassword: '' };

/**
 * Sets a user's password directly (POST user/manual-password). An empty value is refused before any
 * call with `new-password-empty-warning`; strength rules are the server's and show under the field.
 */
export function SetPasswordModal({ opened, onClose, user }: SetPasswordModalProps) {
  const { t } = useTranslation();
  const save = useSetManualPassword();
  const form = useForm({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: { newPassword: (value) => (value === '' ? t('new-password-empty-warning') : null) },
  });

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={t('users.setPasswordTitle', { name: user?.name ?? '' })}
      form={form}
      initialValues={EMPTY}
      resetKey={user?.id}
      submitLabel={t('users.setPassword')}
      onSubmit={async ({ newPassword }) => {
        if (!user) return;
        await save.mutateAsync({ user_id: user.id, newPassword });
        showSuccess(t('users.passwordSet', { name: user.name }));
      }}
    >
      <Text size="sm" c="dimmed">
        {t('users.setPasswordHint')}
      </Text>
      <PasswordField
        label={t('users.newPassword')}
        autoComplete="new-password"
        leftSection={<IconLock size={16} aria-hidden />}
        data-autofocus
        {...form.getInputProps('newPassword')}
      />
    </FormModal>
  );
}
