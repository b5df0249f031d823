import { Paper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/page-frame';
import { PrivacyContent } from '../components/privacy-content';

/** /privacy while signed in. */
export default function PrivacyPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('pages.privacy.title')} description={t('pages.privacy.description')}>
      <Paper withBorder p="lg" radius="md">
        <PrivacyContent />
      </Paper>
    </PageFrame>
  );
}
