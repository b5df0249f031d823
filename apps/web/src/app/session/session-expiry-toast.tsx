import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { openRelogin } from './session-warning-store';

/** The body of the persistent "session is about to expire" notification. */
export function SessionExpiryToast({ time, onLogout }: { time: string; onLogout: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" mt={4}>
      <Text size="sm">{t('session.willExpireMessage', { time })}</Text>
      <Group gap="xs">
        <Button size="xs" onClick={openRelogin}>
          {t('session.continue')}
        </Button>
        <Button size="xs" variant="default" onClick={onLogout}>
          {t('session.logout')}
        </Button>
      </Group>
    </Stack>
  );
}
