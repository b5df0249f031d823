import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Mantine's PasswordInput with a translated visibility toggle. The toggle's name avoids the
 * word "password" so the field itself is the only control labelled "Password".
 */
export function PasswordField(props: PasswordInputProps) {
  const { t } = useTranslation();
  return <PasswordInput visibilityToggleButtonProps={{ 'aria-label': t('common.showCharacters') }} {...props} />;
}
