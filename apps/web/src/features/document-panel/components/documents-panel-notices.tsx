import { Alert, Button, Group, Text } from '@mantine/core';
import type { Document } from '@portal/contracts';
import { IconStack2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DocumentViewState } from '../document-view-state';

interface DocumentsPanelNoticesProps {
  view: DocumentViewState;
  onChange: (part: Partial<DocumentViewState>) => void;
  /** The loaded documents (undefined while loading: a missing open document is not yet known). */
  documents: readonly Document[] | undefined;
  /** The open document, null when the URL names none or one the list does not hold. */
  active: Document | null;
}

/** The panel's notices above the list: group mode with its way back, and a link to a document that is gone. */
export function DocumentsPanelNotices({ view, onChange, documents, active }: DocumentsPanelNoticesProps) {
  const { t } = useTranslation();
  return (
    <>
      {view.activeGroup && (
        <Alert color="brand" icon={<IconStack2 size={18} aria-hidden />} py={6}>
          <Group justify="space-between">
            <Text size="sm">{t('documents.groupMode', { group: view.activeGroup })}</Text>
            <Button size="compact-xs" variant="light" onClick={() => onChange({ activeGroup: null })}>
              {t('documents.showAll')}
            </Button>
          </Group>
        </Alert>
      )}

      {view.activeImage !== null && documents && !active && (
        <Alert
          color="gray"
          role="status"
          withCloseButton
          closeButtonLabel={t('common.close')}
          onClose={() => onChange({ activeImage: null })}
          py={6}
        >
          {t('documents.notFound')}
        </Alert>
      )}
    </>
  );
}
