import { Anchor, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { RealtimeEvent } from '@portal/contracts';
import { IconFileZip } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { subscribeUserEvent, useRealtimeConnection } from '../../../lib/realtime-client';
import { useSignedInUser } from '../../../lib/stored-user';

/** Only web links are offered: the payload is data, and a `javascript:` URL must never become a link. */
export function safeDownloadUrl(url: string): string | null {
  try {
    const parsed = new URL(url, window.location.origin);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/**
 * EXPORT_READY on the user's own channel: a notice with the ZIP's download link, which stays until
 * closed (the same link is e-mailed). Mounted once in the signed-in shell; it renders nothing.
 */
export function ExportReadyNotices() {
  const { t } = useTranslation();
  const connection = useRealtimeConnection();
  const { id: userId } = useSignedInUser();
  useEffect(() => {
    if (!connection) return;
    return subscribeUserEvent(connection, userId, RealtimeEvent.exportReady, ({ url }) => {
      const href = safeDownloadUrl(url);
      if (!href) return;
      notifications.show({
        color: 'teal',
        icon: <IconFileZip size={18} aria-hidden />,
        title: t('exports.readyTitle'),
        message: (
          <Text size="sm">
            {t('exports.readyText')}{' '}
            <Anchor href={href} download>
              {t('exports.download')}
            </Anchor>
          </Text>
        ),
        autoClose: false,
      });
    });
  }, [connection, userId, t]);
  return null;
}
