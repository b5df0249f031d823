import { Alert, Button, Group, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import type { SessionUser } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useAcceptPrivacyTerms, usePrivacyTerms } from '../../../entities/session';
import { useErrorMessage } from '../../../lib/error-message';
import { TermsText } from './terms-text';

interface TermsModalProps {
  /** The user who signed in but has not accepted the terms; not stored until they accept. */
  pendingUser: SessionUser | null;
  onAccepted: (user: SessionUser) => void;
  onDeclined: () => void;
}

/** Shown after sign-in while terms_accepted is false (spec part 1 section 4). */
export function TermsModal({ pendingUser, onAccepted, onDeclined }: TermsModalProps) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const accept = useAcceptPrivacyTerms();
  const terms = usePrivacyTerms(pendingUser !== null);

  const handleAccept = () => {
    if (!pendingUser) return;
    accept.mutate(pendingUser.token, { onSuccess: () => onAccepted({ ...pendingUser, terms_accepted: true }) });
  };

  return (
    <Modal
      opened={pendingUser !== null}
      onClose={onDeclined}
      title={t('terms.title')}
      size="lg"
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      scrollAreaComponent={ScrollArea.Autosize}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('terms.intro')}
        </Text>
        <TermsText />
        {accept.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(accept.error)}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDeclined}>
            {t('terms.decline')}
          </Button>
          <Button onClick={handleAccept} loading={accept.isPending} disabled={!terms.isSuccess}>
            {t('terms.accept')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
