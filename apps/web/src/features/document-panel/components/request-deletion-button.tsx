import { Button } from '@mantine/core';
import type { Document } from '@portal/contracts';
import { IconTrashX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useRequestDeletion } from '../../../entities/delete-request';
import { showError, showSuccess } from '../../../lib/error-message';

interface RequestDeletionButtonProps {
  /** The documents to ask about; only those whose `can.requestDelete` is true are asked for. */
  documents: readonly Document[];
  /** The selection's wording ("Request deletion (2)") rather than the single document's. */
  counted?: boolean;
}

/**
 * "Request deletion" (spec part 2 §4): for documents the user sees but may not delete, as their
 * `can.requestDelete` says. A document with an open request answers that request again, so asking
 * twice is harmless and says the same. Shown only when some document may be asked about.
 */
export function RequestDeletionButton({ documents, counted = false }: RequestDeletionButtonProps) {
  const { t } = useTranslation();
  const request = useRequestDeletion();
  const targets = documents.filter((doc) => doc.can.requestDelete);
  if (targets.length === 0) return null;

  const send = async () => {
    try {
      // One call per document: the endpoint takes one document, and the first refusal stops.
      for (const doc of targets) await request.mutateAsync(doc.id);
      showSuccess(t('deleteRequests.requested', { count: targets.length }));
    } catch (error) {
      showError(error);
    }
  };

  return (
    <Button
      size="xs"
      variant="light"
      color="orange"
      leftSection={<IconTrashX size={14} aria-hidden />}
      loading={request.isPending}
      onClick={() => void send()}
    >
      {counted ? t('deleteRequests.requestSelected', { count: targets.length }) : t('deleteRequests.request')}
    </Button>
  );
}
