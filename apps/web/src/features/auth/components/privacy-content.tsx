import { Anchor, Box, Group } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useConfiguration } from '../../../lib/configuration-context';
import { TermsText } from './terms-text';

/**
 * The privacy policy: the configured policy page embedded in a frame, or the terms text when
 * no policy page is configured.
 */
export function PrivacyContent({ height = '70vh' }: { height?: string | number }) {
  const { t } = useTranslation();
  const { privacyPolicyUrl } = useConfiguration();
  if (!privacyPolicyUrl) return <TermsText />;
  return (
    <Box>
      <Box
        component="iframe"
        src={privacyPolicyUrl}
        title={t('privacy.frameTitle')}
        w="100%"
        h={height}
        style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 'var(--mantine-radius-md)' }}
        // The policy page is someone else's: no scripts reaching into the portal, no navigation of it.
        sandbox="allow-same-origin allow-popups"
        referrerPolicy="no-referrer"
      />
      <Group justify="flex-end" mt="xs">
        <Anchor href={privacyPolicyUrl} target="_blank" rel="noopener noreferrer" size="sm">
          <Group gap={4} component="span">
            {t('privacy.openInNewTab')}
            <IconExternalLink size={14} aria-hidden />
          </Group>
        </Anchor>
      </Group>
    </Box>
  );
}
