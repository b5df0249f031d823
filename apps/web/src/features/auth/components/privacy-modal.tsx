import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PrivacyContent } from './privacy-content';

/** The privacy policy over the login screen. */
export function PrivacyModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('privacy.title')}
      size="xl"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <PrivacyContent height="65vh" />
    </Modal>
  );
}
